return {
  title = "MJOLNIR Powered Assault Armor", unique = true,
  side = "free", kind = "possession", culture = "UNSC", class = "armor",
  cost = 2, bonus = { vitality = 1 },
  text = "Bearer must be a Spartan. Vitality +1.",
  bearer = function(self, c) return cv.def(c).race == "Spartan" end,
}
