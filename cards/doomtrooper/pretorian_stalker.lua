-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Pretorian Stalker",
  type = "warrior",
  affiliation = "legion",
  fight = 7,
  shoot = 6,
  armor = 6,
  value = 6,
  limit = 2,
  designations = { "ASSASSIN", "FIRST STRIKE" },
  text = "ASSASSIN. FIRST STRIKE.",
}
