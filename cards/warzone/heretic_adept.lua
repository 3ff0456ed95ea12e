-- Heretic Adept (not on the facts sheet: an assumed profile that carries
-- Dark Cult). A Leader that joins a dark force as a "Servants of Darkness"
-- Reinforcement is a Trooper.
return {
  title = "Heretic Adept", kind = "unit", faction = "Heretic", side = "dark",
  designation = "Leader", unit_type = "Heretic",
  mv = 4, mw = 12, cc = 13, st = 5, def = 0, ar = 20, w = 2, pw = 14, ld = 13,
  base = 30, points = 4, support = -1,
  specials = { "Dark Cult", "Evasive (-1)" },
  weapons = { "mp105_handgun", "bayonet" },
  note = "assumed profile: the facts sheet has none with Dark Cult",
  text = "Heretic Leader: Dark Cult, Evasive (-1).",
}
