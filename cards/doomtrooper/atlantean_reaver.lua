-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Atlantean Reaver",
  type = "warrior",
  affiliation = "atlanteans",
  fight = 6,
  shoot = 4,
  armor = 5,
  value = 5,
  limit = 3,
  designations = { "SLAYER", "ART IMMUNITY" },
  text = "Tribal. SLAYER. ART IMMUNITY.",
}
