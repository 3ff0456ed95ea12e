-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Violator Sword",
  type = "equipment",
  affiliation = "capitol",
  weapon = "fight",
  bonus = { fight = 3 },
  limit = 5,
  designations = { "FIGHT WEAPON" },
  text = "FIGHT WEAPON. +3 F.",
}
