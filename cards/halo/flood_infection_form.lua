-- Flood Infection Form: a required trigger on winning a skirmish.
return {
  title = "Flood Infection Form",
  side = "shadow", kind = "minion", culture = "Flood", race = "Flood",
  cost = 0, strength = 2, vitality = 1, site = 1,
  text = "Each time this minion wins a skirmish, add (2).",
  abilities = {
    { trigger = "wins_skirmish", required = true, text = "Add (2).",
      can = function(self, ctx) return ctx.event.card == self end,
      run = function(self) rules.add_twilight(2) end },
  },
}
