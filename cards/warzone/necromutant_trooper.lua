-- Necromutant Trooper (facts sheet: Profile).
return {
  title = "Necromutant Trooper", kind = "unit", faction = "Dark Legion", side = "dark",
  designation = "Trooper", unit_type = "Necromutants",
  mv = 4, mw = 12, cc = 12, st = 6, def = 0, ar = 22, w = 2, pw = 12, ld = 11,
  base = 30, points = 4, support = 0,
  specials = { "Controller (6)", "Fearless" },
  weapons = { "belzarach_assault_rifle", "bayonet" },
  text = "Dark Legion Trooper: Controller (6), Fearless.",
}
