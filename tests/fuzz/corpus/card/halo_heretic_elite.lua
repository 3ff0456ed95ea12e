--@ rules=halo
return {
  title = "Heretic Elite",
  side = "shadow", kind = "minion", culture = "Heretic", race = "Elite",
  cost = 3, strength = 7, vitality = 2, site = 4,
  text = "An Elite who has turned from the Prophets.",
}
