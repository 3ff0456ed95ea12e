--@ rules=halo
return {
  title = "BR55 Battle Rifle",
  side = "free", kind = "possession", culture = "UNSC", class = "hand weapon",
  cost = 1, bonus = { strength = 2 },
  text = "Bearer must be a UNSC Man or Spartan. Strength +2.",
  bearer = function(self, c)
    local d = cv.def(c)
    return d.culture == "UNSC" and (d.race == "Man" or d.race == "Spartan")
  end,
}
