-- Venusian Rangers HMG Support (facts sheet: Profile).
return {
  title = "Venusian Rangers HMG Support", kind = "unit", faction = "Bauhaus", side = "light",
  designation = "Support", unit_type = "Venusian Rangers",
  mv = 4, mw = 14, cc = 12, st = 6, def = 0, ar = 22, w = 2, pw = 12, ld = 12,
  base = 30, points = 4, support = 3,
  specials = { "Camouflage (1)", "Determination", "Precise Senses" },
  weapons = { "mg80_hmg" },
  text = "Bauhaus Support: Camouflage (1), Determination, Precise Senses.",
}
