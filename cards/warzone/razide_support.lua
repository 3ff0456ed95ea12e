-- Razide Support (facts sheet: Profile).
return {
  title = "Razide Support", kind = "unit", faction = "Dark Legion", side = "dark",
  designation = "Support", unit_type = "Razides",
  mv = 4, mw = 12, cc = 14, st = 10, def = 2, ar = 25, w = 4, pw = 13, ld = 14,
  base = 50, points = 12, support = 0,
  specials = { "Driven", "Firing Stance", "Shake It Off" },
  weapons = { "razide_hmg" },
  text = "Dark Legion Support: Driven, Firing Stance, Shake It Off.",
}
