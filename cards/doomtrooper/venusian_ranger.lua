-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Venusian Ranger",
  type = "warrior",
  affiliation = "bauhaus",
  fight = 5,
  shoot = 6,
  armor = 5,
  value = 4,
  limit = 5,
  text = "Bauhaus Doomtrooper. (Rulebook: Muster Warrior example, Value 4.)",
}
