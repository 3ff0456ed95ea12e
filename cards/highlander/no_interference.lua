-- A Situation (facts sheet: Sample cards: Situations that cost Ability to
-- players who play allies): it affects both players.
return {
  title = "No Interference", kind = "situation", gems = { "wisdom" },
  text = "Situation. Each time a player plays an Ally, that player loses 1 Ability.",
  abilities = {
    { trigger = "card_played", required = true, text = "The player loses 1 Ability.",
      can = function(self, ctx) return rules.kind(ctx.event.card) == "ally" end,
      run = function(self, ctx) rules.lose(ctx.event.player, 1) end },
  },
}
