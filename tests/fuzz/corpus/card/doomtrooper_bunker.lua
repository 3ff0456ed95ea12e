--@ rules=doomtrooper
-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Bunker",
  type = "fortification",
  affiliation = "general",
  bonus = { armor = 1 },
  limit = 3,
  text = "Fortification: warriors of its Combat Area +1 A.",
}
