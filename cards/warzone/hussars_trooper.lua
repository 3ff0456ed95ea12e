-- Hussars Trooper (facts sheet: Profile).
return {
  title = "Hussars Trooper", kind = "unit", faction = "Bauhaus", side = "light",
  designation = "Trooper", unit_type = "Hussars",
  mv = 4, mw = 12, cc = 10, st = 4, def = 0, ar = 22, w = 2, pw = 10, ld = 12,
  base = 30, points = 3, support = 0,
  specials = { "Group (2)", "Recruit" },
  weapons = { "ag17_assault_rifle", "mp105_handgun" },
  text = "Bauhaus Trooper: Group (2), Recruit.",
}
