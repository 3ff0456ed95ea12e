-- Zuka 'Zamamee: the rulebook's FIERCE SKIRMISHES example.
return {
  title = "Zuka 'Zamamee", unique = true,
  side = "shadow", kind = "minion", culture = "Covenant", race = "Elite",
  cost = 4, strength = 7, vitality = 3, site = 3,
  fierce = true,
  text = "Fierce.",
}
