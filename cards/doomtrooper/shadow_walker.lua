-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
-- The rulebook (Mishima): "Their Shadow Walker assassins are feared by all."
return {
  title = "Shadow Walker",
  type = "warrior",
  affiliation = "mishima",
  fight = 6,
  shoot = 5,
  armor = 4,
  value = 5,
  limit = 3,
  designations = { "ASSASSIN", "FIRST STRIKE" },
  text = "ASSASSIN. FIRST STRIKE.",
}
