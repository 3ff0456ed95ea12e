-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Mitch Hunter",
  type = "warrior",
  affiliation = "capitol",
  fight = 8,
  shoot = 9,
  armor = 7,
  value = 7,
  limit = 1,
  designations = { "PERSONALITY", "HERO", "INFANTRY" },
  text = "PERSONALITY. HERO. Considered INFANTRY (Designations).",
}
