-- Emile, Spartan-A239: a Hero with damage +1, for the Reach deck.
return {
  title = "Emile", subtitle = "Spartan-A239", unique = true,
  side = "free", kind = "companion", culture = "UNSC", race = "Spartan",
  signet = "Master Chief",
  cost = 3, strength = 7, vitality = 4,
  hero = true, damage = 1,
  text = "Hero. Damage +1.",
}
