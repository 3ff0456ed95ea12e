-- Covenant Carbine: an Arbiter possession for an Elite companion.
return {
  title = "Covenant Carbine",
  side = "free", kind = "possession", culture = "Arbiter", class = "ranged weapon",
  cost = 1, bonus = { strength = 1 },
  text = "Bearer must be an Elite. Strength +1.",
  bearer = function(self, c) return rules.race(c) == "Elite" end,
}
