-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Luna City Streets",
  type = "warzone",
  affiliation = "general",
  bonus = { shoot = 1, armor = 1 },
  limit = 5,
  text = "Warzone: the Defender +1 S, +1 A.",
}
