--@ rules=doomtrooper
-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Sean Gallagher",
  type = "warrior",
  affiliation = "imperial",
  fight = 10,
  shoot = 5,
  armor = 8,
  value = 7,
  limit = 1,
  designations = { "PERSONALITY", "HERO" },
  text = "PERSONALITY. HERO. (Rulebook: Determine Combat Standing example: F10 S5 A8.)",
}
