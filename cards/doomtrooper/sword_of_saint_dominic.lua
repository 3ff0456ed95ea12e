-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Sword of Saint Dominic",
  type = "relic",
  affiliation = "brotherhood",
  weapon = "fight",
  bonus = { fight = 3 },
  only = "doomtrooper",
  limit = 1,
  designations = { "FIGHT WEAPON" },
  text = "Relic. FIGHT WEAPON. +3 F. Doomtroopers only.",
}
