return {
  title = "Plasma Rifle",
  side = "free", kind = "possession", culture = "Arbiter", class = "hand weapon",
  cost = 1, bonus = { strength = 2 },
  text = "Bearer must be an Elite. Strength +2.",
  bearer = function(self, c) return cv.def(c).race == "Elite" end,
}
