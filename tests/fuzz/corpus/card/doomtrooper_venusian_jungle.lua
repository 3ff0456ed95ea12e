--@ rules=doomtrooper
-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Venusian Jungle",
  type = "warzone",
  affiliation = "bauhaus",
  bonus = { fight = 1, armor = 2 },
  limit = 5,
  text = "Warzone: the Defender +1 F, +2 A.",
}
