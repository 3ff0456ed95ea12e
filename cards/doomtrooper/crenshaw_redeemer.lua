-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Crenshaw the Redeemer",
  type = "warrior",
  affiliation = "brotherhood",
  fight = 8,
  shoot = 7,
  armor = 8,
  value = 8,
  limit = 1,
  designations = { "PERSONALITY", "BLESSED" },
  text = "PERSONALITY. BLESSED. The same personality as Crenshaw the Mortificator at another time.",
}
