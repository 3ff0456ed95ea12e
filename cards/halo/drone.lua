-- Yanme'e Drone: a Skirmish ability paid with twilight that raises damage.
return {
  title = "Yanme'e Drone",
  side = "shadow", kind = "minion", culture = "Covenant", race = "Drone",
  cost = 1, strength = 4, vitality = 1, site = 3,
  text = "Skirmish: Remove (2) to make this minion damage +1.",
  abilities = {
    { word = "skirmish", text = "Remove (2) to make this minion damage +1.",
      can = function(self) return rules.in_skirmish(self) and rules.twilight() >= 2 end,
      pay = function(self) rules.add_twilight(-2) end,
      run = function(self) rules.pump(self, "damage", 1, self) end },
  },
}
