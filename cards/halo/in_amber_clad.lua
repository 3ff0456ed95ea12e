-- In Amber Clad: a unique UNSC frigate.
return {
  title = "In Amber Clad", unique = true,
  side = "free", kind = "ship", culture = "UNSC",
  cost = 3, weapons = 8, armor = 4,
  text = "Frigate.",
}
