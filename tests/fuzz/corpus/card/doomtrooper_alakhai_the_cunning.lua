--@ rules=doomtrooper
-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Alakhai the Cunning",
  type = "warrior",
  affiliation = "legion",
  fight = 9,
  shoot = 7,
  armor = 8,
  value = 8,
  limit = 1,
  designations = { "PERSONALITY", "ART IMMUNITY", "FOLLOWER OF ALGEROTH" },
  text = "PERSONALITY. ART IMMUNITY.",
}
