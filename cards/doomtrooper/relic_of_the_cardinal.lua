-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Relic of the Cardinal",
  type = "relic",
  affiliation = "brotherhood",
  bonus = { fight = 1, armor = 1 },
  limit = 1,
  text = "Relic. +1 F, +1 A.",
}
