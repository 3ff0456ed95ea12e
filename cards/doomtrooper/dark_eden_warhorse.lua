-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Dark Eden Warhorse",
  type = "beast",
  affiliation = "general",
  bonus = { fight = 2, armor = 1, value = 1 },
  limit = 5,
  text = "Beast: +2 F, +1 A, +1 V.",
}
