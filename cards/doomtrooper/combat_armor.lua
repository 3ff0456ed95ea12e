-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Combat Armor",
  type = "equipment",
  affiliation = "general",
  bonus = { armor = 2 },
  limit = 5,
  designations = { "ARMOR" },
  text = "ARMOR. +2 A.",
}
