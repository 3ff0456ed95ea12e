-- Free Marines Leader (facts sheet: Profile).
return {
  title = "Free Marines Leader", kind = "unit", faction = "Capitol", side = "light",
  designation = "Leader", unit_type = "Free Marines",
  mv = 4, mw = 14, cc = 14, st = 6, def = 0, ar = 21, w = 2, pw = 11, ld = 14,
  base = 30, points = 5, support = -3,
  specials = { "Camouflage (2)", "Guerilla (5)", "Command (Free Marines)", "Inspire" },
  weapons = { "m50_assault_rifle", "punisher_shortsword" },
  text = "Capitol Leader: Camouflage (2), Guerilla (5), Command (Free Marines), Inspire.",
}
