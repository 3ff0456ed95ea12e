-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Bounty Hunter",
  type = "warrior",
  affiliation = "general",
  side = "doomtrooper",
  area = "squad",
  fight = 6,
  shoot = 6,
  armor = 5,
  value = 4,
  limit = 3,
  designations = { "FREELANCER" },
  text = "GENERAL: enters your Squad. FREELANCER.",
}
