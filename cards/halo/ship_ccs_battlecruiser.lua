-- A large Covenant Shadow ship.
return {
  title = "CCS Battlecruiser",
  side = "shadow", kind = "ship", culture = "Covenant",
  cost = 4, weapons = 9, armor = 4,
  text = "Covenant capital ship.",
}
