-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Attila III",
  type = "warrior",
  affiliation = "cybertronic",
  fight = 7,
  shoot = 7,
  armor = 8,
  value = 6,
  limit = 2,
  designations = { "COMPLETE SYMMETRY IMMUNITY" },
  text = "COMPLETE SYMMETRY IMMUNITY.",
}
