-- Master Chief, Spartan-117: the UNSC Hero.
return {
  title = "Master Chief", subtitle = "Spartan-117", unique = true,
  side = "free", kind = "companion", culture = "UNSC", race = "Spartan",
  signet = "Master Chief",
  cost = 4, strength = 8, vitality = 4,
  hero = true, damage = 1,
  text = "Hero. Damage +1. Skirmish: Exert Master Chief to make him strength +2.",
  abilities = {
    { word = "skirmish", text = "Exert Master Chief to make him strength +2.",
      can = function(self) return rules.in_skirmish(self) end,
      cost = { exert = "self" },
      run = function(self) rules.pump(self, "strength", 2, self) end },
  },
}
