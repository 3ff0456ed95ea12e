--@ rules=doomtrooper
-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Gehenna Puker",
  type = "equipment",
  affiliation = "legion",
  weapon = "shoot",
  bonus = { shoot = 3 },
  only = "legion",
  limit = 5,
  designations = { "SHOOT WEAPON" },
  text = "SHOOT WEAPON. +3 S. Dark Legion warriors only.",
}
