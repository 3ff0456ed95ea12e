--@ rules=doomtrooper
-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Inquisitor",
  type = "warrior",
  affiliation = "brotherhood",
  fight = 6,
  shoot = 5,
  armor = 6,
  value = 5,
  limit = 3,
  art = { "exorcism" },
  text = "May cast Art of Exorcism.",
}
