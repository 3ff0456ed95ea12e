-- Undead Legionnaire (facts sheet: Profile).
return {
  title = "Undead Legionnaire", kind = "unit", faction = "Dark Legion", side = "dark",
  designation = "Trooper", unit_type = "Undead Legionnaires",
  mv = 4, mw = 10, cc = 10, st = 5, def = 1, ar = 18, w = 2, pw = 11, ld = 8,
  base = 30, points = 2, support = 0,
  specials = { "Group (3)", "Relentless", "Zombie" },
  weapons = { "kratach_assault_rifle", "blade_bayonet" },
  text = "Dark Legion Trooper: Group (3), Relentless, Zombie.",
}
