-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Centurion",
  type = "warrior",
  affiliation = "legion",
  fight = 5,
  shoot = 6,
  armor = 5,
  value = 4,
  limit = 5,
  text = "Dark Legion.",
}
