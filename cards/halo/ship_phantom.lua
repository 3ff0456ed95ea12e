-- A Shadow ship with no weapons and armor 1: one damage destroys it.
return {
  title = "Phantom Dropship",
  side = "shadow", kind = "ship", culture = "Covenant",
  cost = 1, weapons = 0, armor = 1,
  text = "Transport.",
}
