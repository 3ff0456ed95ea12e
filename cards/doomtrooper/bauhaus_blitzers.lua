-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Bauhaus Blitzers",
  type = "warrior",
  affiliation = "bauhaus",
  fight = 5,
  shoot = 5,
  armor = 5,
  value = 4,
  limit = 5,
  text = "A Bauhaus warrior group.",
}
