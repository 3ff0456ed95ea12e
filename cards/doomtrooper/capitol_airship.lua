-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Capitol Airship",
  type = "equipment",
  affiliation = "capitol",
  cost = 1,
  bonus = { shoot = 2, armor = 2 },
  limit = 2,
  designations = { "VEHICLE", "AIRSHIP" },
  text = "VEHICLE, AIRSHIP. Costs 1 D. Inside: +2 S, +2 A; no Fight combat.",
}
