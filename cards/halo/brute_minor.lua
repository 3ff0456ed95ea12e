-- Jiralhanae Minor: a fierce Covenant Brute (FIERCE SKIRMISHES).
return {
  title = "Jiralhanae Minor",
  side = "shadow", kind = "minion", culture = "Covenant", race = "Brute",
  cost = 3, strength = 8, vitality = 2, site = 3,
  fierce = true,
  text = "Fierce.",
}
