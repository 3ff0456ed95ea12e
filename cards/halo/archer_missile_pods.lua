-- A Free Peoples possession for a ship (Playing possessions and artifacts:
-- "under a character/ship", the ship's weapons bonus with a plus sign).
return {
  title = "Archer Missile Pods",
  side = "free", kind = "possession", culture = "UNSC", class = "weapon",
  cost = 1, bonus = { weapons = 2 },
  text = "Bearer must be a UNSC ship. Weapons +2.",
  bearer = function(self, c) return rules.is_ship(c) and cv.def(c).culture == "UNSC" end,
}
