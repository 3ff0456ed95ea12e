-- M52B Body Armor: a non-unique armor (Class: one armor per character).
return {
  title = "M52B Body Armor",
  side = "free", kind = "possession", culture = "UNSC", class = "armor",
  cost = 1, bonus = { vitality = 1 },
  text = "Bearer must be a UNSC Man or Spartan. Vitality +1.",
  bearer = function(self, c)
    local d = cv.def(c)
    return d.culture == "UNSC" and (d.race == "Man" or d.race == "Spartan")
  end,
}
