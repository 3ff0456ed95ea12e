-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Valkyrie",
  type = "warrior",
  affiliation = "brotherhood",
  fight = 6,
  shoot = 6,
  armor = 6,
  value = 5,
  limit = 3,
  designations = { "BLESSED", "COMPLETE SYMMETRY IMMUNITY" },
  text = "BLESSED. COMPLETE SYMMETRY IMMUNITY.",
}
