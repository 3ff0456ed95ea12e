-- Attila Mk III Cuirassier (facts sheet: Profile).
return {
  title = "Attila Mk III Cuirassier", kind = "unit", faction = "Bauhaus", side = "light",
  designation = "Trooper", unit_type = "Attila Mk III",
  mv = 3, mw = 13, cc = 12, st = 12, def = 1, ar = 25, w = 3, pw = 10, ld = 10,
  base = 40, points = 8, support = 0,
  specials = { "Aggressive", "Firing Stance", "Nerves of Steel", "Networked" },
  weapons = { "ar3000_assault_rifle" },
  note = "Its designation is not on the facts sheet: Trooper is assumed.",
  text = "Bauhaus Trooper: Aggressive, Firing Stance, Nerves of Steel, Networked.",
}
