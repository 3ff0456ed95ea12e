return {
  title = "ODST Helljumper",
  side = "free", kind = "companion", culture = "UNSC", race = "Man",
  cost = 1, strength = 4, vitality = 2,
  text = "Feet first into hell.",
}
