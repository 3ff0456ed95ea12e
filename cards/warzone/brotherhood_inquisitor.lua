-- Brotherhood Inquisitor (not on the facts sheet: an assumed profile that
-- carries Advisor, Faith (X) and Focused Fire). A Leader that joins a light
-- force of another faction as an "Agents of Light" Reinforcement is a Trooper.
return {
  title = "Brotherhood Inquisitor", kind = "unit", faction = "Brotherhood", side = "light",
  designation = "Leader", unit_type = "Inquisitor",
  mv = 4, mw = 14, cc = 14, st = 6, def = 0, ar = 22, w = 2, pw = 15, ld = 15,
  base = 30, points = 5, support = -2,
  specials = { "Advisor", "Faith (2)", "Focused Fire" },
  weapons = { "punisher_handgun", "punisher_shortsword" },
  note = "assumed profile: the facts sheet has none with these abilities",
  text = "Brotherhood Leader: Advisor, Faith (2), Focused Fire.",
}
