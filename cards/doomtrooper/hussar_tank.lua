-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Hussar Tank",
  type = "equipment",
  affiliation = "bauhaus",
  cost = 2,
  bonus = { shoot = 3, armor = 3 },
  restricts = "weapons",
  limit = 2,
  designations = { "VEHICLE", "TANK" },
  text = "VEHICLE, TANK. Costs 2 D. Inside: +3 S, +3 A; no WEAPONS.",
}
