-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Trenchers",
  type = "warrior",
  affiliation = "imperial",
  fight = 4,
  shoot = 4,
  armor = 4,
  value = 3,
  limit = 5,
  text = "Imperial Doomtroopers.",
}
