-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Mishima Kraken",
  type = "equipment",
  affiliation = "mishima",
  cost = 1,
  bonus = { shoot = 1, armor = 3 },
  only = "mishima",
  limit = 2,
  designations = { "VEHICLE", "SUBMARINE" },
  text = "VEHICLE, SUBMARINE. Costs 1 D. Mishima only. Inside: +1 S, +3 A; no Fight combat.",
}
