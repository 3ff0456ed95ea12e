-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Punisher Blade",
  type = "equipment",
  affiliation = "brotherhood",
  weapon = "fight/shoot",
  bonus = { fight = 1, shoot = 1 },
  only = "doomtrooper",
  limit = 5,
  designations = { "FIGHT/SHOOT WEAPON" },
  text = "FIGHT/SHOOT WEAPON. +1 F, +1 S. Give to any Doomtrooper.",
}
