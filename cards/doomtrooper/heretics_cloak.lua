-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Heretic's Cloak",
  type = "symmetry",
  gift = "heretic",
  affiliation = "legion",
  bonus = { armor = 2 },
  limit = 5,
  text = "MINOR HERETIC GIFT: +2 A.",
}
