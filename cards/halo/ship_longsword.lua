-- A small UNSC ship with damage +1: each Shadow ship it beats takes two.
return {
  title = "Longsword Interceptor",
  side = "free", kind = "ship", culture = "UNSC",
  cost = 2, weapons = 5, armor = 2, damage = 1,
  text = "Damage +1.",
}
