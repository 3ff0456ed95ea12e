-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Mercenary",
  type = "warrior",
  affiliation = "general",
  side = "doomtrooper",
  area = "squad",
  fight = 5,
  shoot = 5,
  armor = 4,
  value = 3,
  limit = 3,
  designations = { "FREELANCER" },
  text = "GENERAL: enters your Squad. FREELANCER.",
}
