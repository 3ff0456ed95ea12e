--@ rules=doomtrooper
-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Lutheran Triad",
  type = "warrior",
  affiliation = "lutheran",
  fight = 5,
  shoot = 4,
  armor = 5,
  value = 3,
  limit = 5,
  text = "Tribal.",
}
