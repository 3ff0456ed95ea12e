-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Chemiman",
  type = "warrior",
  affiliation = "cybertronic",
  fight = 4,
  shoot = 6,
  armor = 6,
  value = 4,
  limit = 5,
  designations = { "MINOR SYMMETRY IMMUNITY" },
  text = "MINOR SYMMETRY IMMUNITY.",
}
