-- An Arbiter companion with a Response to winning a skirmish.
return {
  title = "Elite Honor Guard",
  side = "free", kind = "companion", culture = "Arbiter", race = "Elite",
  signet = "Arbiter",
  cost = 3, strength = 7, vitality = 3,
  keywords = { "SpecOps" },
  text = "SpecOps. Response: If this companion wins a skirmish, draw a card.",
  abilities = {
    { word = "response", trigger = "wins_skirmish", text = "Draw a card.",
      can = function(self, ctx) return ctx.event.card == self end,
      run = function(self) rules.draw(cv.owner(self), 1) end },
  },
}
