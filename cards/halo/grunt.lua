return {
  title = "Unggoy Grunt",
  side = "shadow", kind = "minion", culture = "Covenant", race = "Grunt",
  cost = 1, strength = 3, vitality = 1, site = 2,
  text = "Skirmish: Remove (1) to make this minion strength +1.",
  abilities = {
    { word = "skirmish", text = "Remove (1) to make this minion strength +1.",
      can = function(self) return rules.in_skirmish(self) and rules.twilight() >= 1 end,
      pay = function(self) rules.add_twilight(-1) end,
      run = function(self) rules.pump(self, "strength", 1, self) end },
  },
}
