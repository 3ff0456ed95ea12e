-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Crenshaw the Mortificator",
  type = "warrior",
  affiliation = "brotherhood",
  fight = 9,
  shoot = 6,
  armor = 7,
  value = 7,
  limit = 1,
  designations = { "PERSONALITY" },
  art = { "exorcism" },
  text = "PERSONALITY. May cast Art of Exorcism.",
}
