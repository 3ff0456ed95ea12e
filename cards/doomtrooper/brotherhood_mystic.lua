-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Brotherhood Mystic",
  type = "warrior",
  affiliation = "brotherhood",
  fight = 2,
  shoot = 3,
  armor = 4,
  value = 3,
  limit = 5,
  art = { "kinetics", "mentalism" },
  text = "May cast Art of Kinetics and Mentalism.",
}
