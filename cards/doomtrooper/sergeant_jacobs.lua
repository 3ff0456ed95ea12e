-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Sergeant Jacobs",
  type = "warrior",
  affiliation = "capitol",
  fight = 5,
  shoot = 6,
  armor = 5,
  value = 5,
  limit = 2,
  designations = { "SERGEANT" },
  text = "SERGEANT.",
}
