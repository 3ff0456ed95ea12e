-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Pestilence",
  type = "symmetry",
  gift = "major",
  apostle = "Demnogonis",
  affiliation = "legion",
  bonus = { fight = 2, armor = 2 },
  limit = 5,
  text = "MAJOR GIFT OF DEMNOGONIS: +2 F, +2 A.",
}
