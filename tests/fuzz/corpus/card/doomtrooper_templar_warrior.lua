--@ rules=doomtrooper
-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Templar Warrior",
  type = "warrior",
  affiliation = "templars",
  fight = 6,
  shoot = 3,
  armor = 5,
  value = 4,
  limit = 5,
  text = "Tribal.",
}
