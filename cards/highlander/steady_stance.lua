-- An Edge played with a Block (Edges: "in conjunction with another card"):
-- the Block is a Power Block without an Exertion (Power Blows).
return {
  title = "Steady Stance", kind = "edge", play_with = "block", limit = 1, gems = { "strength", "agility" },
  text = "Edge. Play with a Block: it is a Power Block (no Hard Exertion needed). One Steady Stance a turn.",
  abilities = {
    { word = "with", text = "The Block is a Power Block.",
      run = function(self, ctx) rules.make_power_block(ctx.target) end },
  },
}
