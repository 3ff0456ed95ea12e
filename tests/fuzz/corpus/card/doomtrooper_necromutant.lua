--@ rules=doomtrooper
-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Necromutant",
  type = "warrior",
  affiliation = "legion",
  fight = 5,
  shoot = 5,
  armor = 5,
  value = 4,
  limit = 5,
  designations = { "FOLLOWER OF ALGEROTH" },
  text = "FOLLOWER OF ALGEROTH.",
}
