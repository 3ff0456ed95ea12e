-- Needler: a Shadow possession with two bonuses (strength and damage).
return {
  title = "Needler",
  side = "shadow", kind = "possession", culture = "Covenant", class = "hand weapon",
  cost = 1, bonus = { strength = 1, damage = 1 },
  text = "Bearer must be a [Covenant] minion. Strength +1. Damage +1.",
  bearer = function(self, c) return rules.is(c, "minion") and rules.is_culture(c, "Covenant") end,
}
