-- A Shadow Response event to a companion's death.
return {
  title = "Feeding Frenzy",
  side = "shadow", kind = "event", culture = "Flood",
  cost = 0,
  text = "Response: If a companion is killed, add (3).",
  abilities = {
    { word = "response", trigger = "killed", text = "A companion was killed: add (3).",
      can = function(self, ctx) return rules.is(ctx.event.card, "companion") end,
      run = function(self) rules.add_twilight(3) end },
  },
}
