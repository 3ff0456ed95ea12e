-- Sergeant Mobuto: the rulebook's defender +1 example (ASSIGNMENT PHASE).
return {
  title = "Sergeant Mobuto", subtitle = "Marine Squad Leader", unique = true,
  side = "free", kind = "companion", culture = "UNSC", race = "Man",
  signet = "Sergeant Johnson",
  cost = 2, strength = 5, vitality = 3,
  defender = 1,
  text = "Defender +1.",
}
