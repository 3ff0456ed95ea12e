-- Etoiles Mortant Trooper (facts sheet: Profile).
return {
  title = "Etoiles Mortant Trooper", kind = "unit", faction = "Bauhaus", side = "light",
  designation = "Trooper", unit_type = "Etoiles Mortant",
  mv = 5, mw = 12, cc = 15, st = 6, def = -2, ar = 20, w = 2, pw = 13, ld = 13,
  base = 30, points = 4, support = 0,
  specials = { "Awareness", "Dodge", "Evasive (-2)" },
  weapons = { "punisher_handgun", "punisher_shortsword" },
  note = "The facts sheet prints Evasive without an X; -2 is assumed (the value of the reference's example).",
  text = "Bauhaus Trooper: Awareness, Dodge, Evasive (-2).",
}
