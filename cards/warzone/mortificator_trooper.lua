-- Mortificator Trooper (facts sheet: Profile).
return {
  title = "Mortificator Trooper", kind = "unit", faction = "Brotherhood", side = "light",
  designation = "Trooper", unit_type = "Mortificators",
  mv = 6, mw = 14, cc = 16, st = 6, def = -2, ar = 20, w = 2, pw = 13, ld = 13,
  base = 30, points = 6, support = 0,
  specials = { "Camouflage (2)", "Dodge", "Executioner (2)", "First Strike", "Gymnastic", "Shadowed" },
  weapons = { "mortis_blade", "silenced_handgun", "smoke_grenades" },
  text = "Brotherhood Trooper: Camouflage (2), Dodge, Executioner (2), First Strike, Gymnastic, Shadowed.",
}
