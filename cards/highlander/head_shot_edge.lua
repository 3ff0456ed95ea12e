-- A card titled Head Shot (Head Shots: "To make an attack a Head Shot, you
-- must play it in conjunction with a card titled Head Shot"): an Edge
-- played with an attack that covers an upper square and may be a Power
-- Blow. (The attack card head_shot.lua is a Head Shot of its own.)
return {
  title = "Head Shot", subtitle = "Edge", kind = "edge", play_with = "attack", limit = 1, gems = { "strength" },
  text = "Edge. Play with an attack covering an upper square that may be made a Power Blow: it is a Head Shot (a Power Blow, no Exertion; if your opponent cannot defend it, you win).",
  abilities = {
    { word = "with", text = "The attack is a Head Shot.",
      can = function(self, ctx) return rules.can_head_shot(ctx.target) end,
      run = function(self, ctx) rules.make_head_shot(ctx.target) end },
  },
}
