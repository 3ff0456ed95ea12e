-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Heretic",
  type = "warrior",
  affiliation = "legion",
  fight = 3,
  shoot = 4,
  armor = 3,
  value = 3,
  limit = 5,
  designations = { "HERETIC" },
  text = "HERETIC.",
}
