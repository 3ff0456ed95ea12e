-- The Arbiter, Thel 'Vadam: the second Hero.
return {
  title = "The Arbiter", subtitle = "Thel 'Vadam", unique = true,
  side = "free", kind = "companion", culture = "Arbiter", race = "Elite",
  signet = "Arbiter",
  cost = 4, strength = 7, vitality = 4,
  hero = true,
  text = "Hero. Skirmish: Exert The Arbiter to make him damage +1.",
  abilities = {
    { word = "skirmish", text = "Exert The Arbiter to make him damage +1.",
      can = function(self) return rules.in_skirmish(self) end,
      cost = { exert = "self" },
      run = function(self) rules.pump(self, "damage", 1, self) end },
  },
}
