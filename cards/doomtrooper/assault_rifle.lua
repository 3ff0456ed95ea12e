-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Assault Rifle",
  type = "equipment",
  affiliation = "general",
  weapon = "shoot",
  bonus = { shoot = 2 },
  limit = 5,
  designations = { "SHOOT WEAPON" },
  text = "SHOOT WEAPON. +2 S.",
}
