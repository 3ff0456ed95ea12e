-- Sesa 'Refumee: a unique Heretic leader with a Skirmish ability paid in
-- twilight.
return {
  title = "Sesa 'Refumee", subtitle = "Heretic Leader", unique = true,
  side = "shadow", kind = "minion", culture = "Heretic", race = "Elite",
  cost = 5, strength = 9, vitality = 3, site = 6,
  text = "Skirmish: Remove (2) to make Sesa 'Refumee strength +2.",
  abilities = {
    { word = "skirmish", text = "Remove (2) to make Sesa 'Refumee strength +2.",
      can = function(self) return rules.in_skirmish(self) and rules.twilight() >= 2 end,
      pay = function(self) rules.add_twilight(-2) end,
      run = function(self) rules.pump(self, "strength", 2, self) end },
  },
}
