-- Capitol Airborne Cavalry (not on the facts sheet: an assumed profile that
-- carries Flight, Impact (X) and Blitz).
return {
  title = "Capitol Airborne Cavalry", kind = "unit", faction = "Capitol", side = "light",
  designation = "Trooper", unit_type = "Airborne Cavalry",
  mv = 5, mw = 13, cc = 13, st = 6, def = 0, ar = 21, w = 2, pw = 11, ld = 12,
  base = 40, points = 6, support = 0,
  specials = { "Flight", "Impact (3)", "Blitz" },
  weapons = { "m50_assault_rifle", "punisher_shortsword" },
  note = "assumed profile: the facts sheet has none with these abilities",
  text = "Capitol Trooper: Flight, Impact (3), Blitz.",
}
