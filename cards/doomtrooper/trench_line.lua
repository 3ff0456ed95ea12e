-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Trench Line",
  type = "fortification",
  affiliation = "imperial",
  area = "squad",
  bonus = { shoot = 1, armor = 1 },
  limit = 3,
  text = "Fortification. Build in your Squad only: its warriors +1 S, +1 A.",
}
