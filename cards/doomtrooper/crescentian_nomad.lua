-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Crescentian Nomad",
  type = "warrior",
  affiliation = "crescentia",
  fight = 4,
  shoot = 5,
  armor = 4,
  value = 3,
  limit = 5,
  text = "Tribal.",
}
