-- Capitol Combat Medic (not on the facts sheet: an assumed profile that
-- carries First Aid (X) and Tactical).
return {
  title = "Capitol Combat Medic", kind = "unit", faction = "Capitol", side = "light",
  designation = "Trooper", unit_type = "Combat Medic",
  mv = 4, mw = 12, cc = 12, st = 5, def = 0, ar = 21, w = 2, pw = 11, ld = 12,
  base = 30, points = 4, support = 0,
  specials = { "First Aid (12)", "Tactical" },
  weapons = { "m50_assault_rifle" },
  note = "assumed profile: the facts sheet has none with these abilities",
  text = "Capitol Trooper: First Aid (12), Tactical.",
}
