-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Nepharite of Ilian",
  type = "warrior",
  affiliation = "legion",
  fight = 8,
  shoot = 8,
  armor = 7,
  value = 7,
  limit = 3,
  designations = { "SLAYER", "FOLLOWER OF ILIAN" },
  text = "SLAYER. FOLLOWER OF ILIAN. (Rulebook example: F8 S8 A7.)",
}
