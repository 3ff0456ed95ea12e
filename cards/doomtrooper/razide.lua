-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Razide",
  type = "warrior",
  affiliation = "legion",
  fight = 7,
  shoot = 4,
  armor = 6,
  value = 5,
  limit = 3,
  designations = { "FOLLOWER OF ALGEROTH" },
  text = "FOLLOWER OF ALGEROTH.",
}
