-- Trenchers Trooper (facts sheet: Profile).
return {
  title = "Trenchers Trooper", kind = "unit", faction = "Imperial", side = "light",
  designation = "Trooper", unit_type = "Trenchers",
  mv = 4, mw = 11, cc = 10, st = 4, def = 0, ar = 21, w = 2, pw = 10, ld = 11,
  base = 30, points = 3, support = 0,
  specials = { "Entrenched", "Group (2)", "Rebreather (2)", "Recruit" },
  weapons = { "invader_assault_rifle", "imperial_handgun", "bayonet" },
  text = "Imperial Trooper: Entrenched, Group (2), Rebreather (2), Recruit.",
}
