-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Sea Lions",
  type = "warrior",
  affiliation = "capitol",
  fight = 4,
  shoot = 5,
  armor = 4,
  value = 3,
  limit = 5,
  text = "A Capitol warrior group (Sergeant).",
}
