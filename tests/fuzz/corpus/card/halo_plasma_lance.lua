--@ rules=halo
-- A Shadow possession for a Shadow ship (POSSESSION: "play on a character or
-- ship"; Playing Shadow cards: only on the player's own cards).
return {
  title = "Plasma Lance Battery",
  side = "shadow", kind = "possession", culture = "Covenant", class = "weapon",
  cost = 1, bonus = { weapons = 2 },
  text = "Bearer must be a Covenant ship. Weapons +2.",
  bearer = function(self, c) return rules.is_ship(c) and cv.def(c).culture == "Covenant" end,
}
