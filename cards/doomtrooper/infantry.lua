-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Infantry",
  type = "warrior",
  affiliation = "capitol",
  fight = 3,
  shoot = 4,
  armor = 4,
  value = 2,
  limit = 5,
  text = "Capitol Doomtrooper. (Its title is the INFANTRY designation.)",
}
