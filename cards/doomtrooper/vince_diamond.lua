-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Vince Diamond",
  type = "warrior",
  affiliation = "cybertronic",
  fight = 7,
  shoot = 8,
  armor = 7,
  value = 7,
  limit = 1,
  designations = { "PERSONALITY", "HERO", "MINOR SYMMETRY IMMUNITY" },
  text = "PERSONALITY. HERO. MINOR SYMMETRY IMMUNITY.",
}
