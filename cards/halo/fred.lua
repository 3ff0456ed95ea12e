-- Fred, Senior Petty Officer: a Spartan Hero costing 3 (GAME SETUP
-- PROCEDURE: with Jacob Keyes he leaves one twilight for the start).
return {
  title = "Fred", subtitle = "Senior Petty Officer", unique = true,
  side = "free", kind = "companion", culture = "UNSC", race = "Spartan",
  signet = "Master Chief",
  cost = 3, strength = 7, vitality = 4,
  hero = true, defender = 1,
  text = "Hero. Defender +1.",
}
