--@ rules=doomtrooper
-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Cybertronic Exoskeleton",
  type = "equipment",
  affiliation = "cybertronic",
  bonus = { fight = 1, armor = 3 },
  only = "cybertronic",
  limit = 3,
  designations = { "ARMOR" },
  text = "ARMOR. +1 F, +3 A. Cybertronic warriors only.",
}
