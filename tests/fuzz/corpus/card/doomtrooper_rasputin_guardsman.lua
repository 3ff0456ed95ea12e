--@ rules=doomtrooper
-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Rasputin Guardsman",
  type = "warrior",
  affiliation = "rasputin",
  fight = 4,
  shoot = 5,
  armor = 5,
  value = 3,
  limit = 5,
  text = "Tribal.",
}
