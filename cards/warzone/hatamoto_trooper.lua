-- Hatamoto Trooper (facts sheet: Profile).
return {
  title = "Hatamoto Trooper", kind = "unit", faction = "Mishima", side = "light",
  designation = "Trooper", unit_type = "Hatamoto",
  mv = 4, mw = 13, cc = 16, st = 6, def = 0, ar = 23, w = 2, pw = 11, ld = 13,
  base = 30, points = 4, support = 0,
  specials = { "Duelist (-3)", "Executioner (2)", "Fearless", "Honorbound" },
  weapons = { "ceremonial_blades", "mishima_assault_rifle" },
  text = "Mishima Trooper: Duelist (-3), Executioner (2), Fearless, Honorbound.",
}
