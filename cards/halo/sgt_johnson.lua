-- Sgt. Johnson, Sarge: a Response card.
return {
  title = "Sgt. Johnson", subtitle = "Sarge", unique = true,
  side = "free", kind = "companion", culture = "UNSC", race = "Man",
  signet = "Sergeant Johnson",
  cost = 3, strength = 6, vitality = 3,
  text = "Response: If Sgt. Johnson wins a skirmish, heal another UNSC companion.",
  abilities = {
    { word = "response", trigger = "wins_skirmish",
      text = "Sgt. Johnson won a skirmish: heal another UNSC companion.",
      can = function(self, ctx) return ctx.event.card == self end,
      target = { prompt = "Sgt. Johnson: heal which companion?",
        among = function(self) return rules.companions(cv.owner(self)) end,
        filter = function(self, c)
          return c ~= self and cv.def(c).culture == "UNSC" and rules.can_heal(c)
        end },
      run = function(self, ctx) rules.heal(ctx.target) end },
  },
}
