-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Ki of the Tiger",
  type = "ki",
  affiliation = "mishima",
  bonus = { fight = 2 },
  limit = 5,
  text = "Ki Power: +2 F.",
}
