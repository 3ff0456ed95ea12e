-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Dark Pact",
  type = "symmetry",
  gift = "heretic",
  affiliation = "legion",
  bonus = { fight = 1, shoot = 1 },
  limit = 5,
  text = "MINOR HERETIC GIFT: +1 F, +1 S.",
}
