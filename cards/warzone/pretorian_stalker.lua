-- Pretorian Stalker (not on the facts sheet: an assumed profile that
-- carries Engineered for War, Pack Hunter (X) and Shift).
return {
  title = "Pretorian Stalker", kind = "unit", faction = "Algeroth", side = "dark",
  designation = "Trooper", unit_type = "Pretorian Stalker",
  mv = 5, mw = 11, cc = 15, st = 8, def = 0, ar = 23, w = 3, pw = 12, ld = 12,
  base = 40, points = 5, support = 0,
  specials = { "Engineered for War", "Pack Hunter (Pretorian Stalker)", "Shift" },
  weapons = { "claws" },
  note = "assumed profile: the facts sheet has none with these abilities",
  text = "Algeroth Trooper: Engineered for War, Pack Hunter (Pretorian Stalker), Shift.",
}
