-- Venusian Rangers Trooper (facts sheet: Profile).
return {
  title = "Venusian Rangers Trooper", kind = "unit", faction = "Bauhaus", side = "light",
  designation = "Trooper", unit_type = "Venusian Rangers",
  mv = 4, mw = 14, cc = 12, st = 6, def = 0, ar = 22, w = 2, pw = 12, ld = 12,
  base = 30, points = 4, support = 0,
  specials = { "Camouflage (1)", "Determination", "Precise Senses" },
  weapons = { "ag17_assault_rifle", "mp105_handgun" },
  text = "Bauhaus Trooper: Camouflage (1), Determination, Precise Senses.",
}
