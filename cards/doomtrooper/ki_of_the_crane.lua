-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Ki of the Crane",
  type = "ki",
  affiliation = "mishima",
  bonus = { shoot = 1, armor = 2 },
  limit = 5,
  text = "Ki Power: +1 S, +2 A.",
}
