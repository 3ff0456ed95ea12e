-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Mishima Samurai",
  type = "warrior",
  affiliation = "mishima",
  fight = 6,
  shoot = 4,
  armor = 5,
  value = 4,
  limit = 5,
  text = "Mishima Doomtrooper.",
}
