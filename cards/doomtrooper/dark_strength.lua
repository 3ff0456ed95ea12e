-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Dark Strength",
  type = "symmetry",
  gift = "minor",
  affiliation = "legion",
  bonus = { fight = 2, armor = 1 },
  limit = 5,
  text = "MINOR GIFT: +2 F, +1 A.",
}
