-- Free Marines Trooper (facts sheet: Profile).
return {
  title = "Free Marines Trooper", kind = "unit", faction = "Capitol", side = "light",
  designation = "Trooper", unit_type = "Free Marines",
  mv = 4, mw = 13, cc = 13, st = 6, def = 0, ar = 21, w = 2, pw = 11, ld = 12,
  base = 30, points = 4, support = 0,
  specials = { "Camouflage (2)", "Guerilla (5)" },
  weapons = { "m50_assault_rifle", "punisher_shortsword" },
  text = "Capitol Trooper: Camouflage (2), Guerilla (5).",
}
