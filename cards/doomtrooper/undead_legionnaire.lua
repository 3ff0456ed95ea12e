-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Undead Legionnaire",
  type = "warrior",
  affiliation = "legion",
  fight = 3,
  shoot = 3,
  armor = 3,
  value = 2,
  limit = 5,
  text = "Dark Legion.",
}
