-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Distort",
  type = "symmetry",
  gift = "major",
  apostle = "Algeroth",
  affiliation = "legion",
  bonus = { fight = 3, shoot = 3 },
  limit = 5,
  text = "MAJOR GIFT OF ALGEROTH: +3 F, +3 S.",
}
