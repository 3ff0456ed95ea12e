-- Nepharite Leader (facts sheet: Profile).
return {
  title = "Nepharite Leader", kind = "unit", faction = "Dark Legion", side = "dark",
  designation = "Leader", unit_type = "Nepharites",
  mv = 5, mw = 13, cc = 16, st = 10, def = 0, ar = 24, w = 4, pw = 15, ld = 18,
  base = 50, points = 13, support = -2,
  specials = { "Awareness", "Command (any)", "Controller (12)", "Inspire", "Nerves of Steel", "Shake It Off" },
  weapons = { "great_blade" },
  text = "Dark Legion Leader: Awareness, Command (any), Controller (12), Inspire, Nerves of Steel, Shake It Off.",
}
