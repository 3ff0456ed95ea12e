-- The rulebook's ship (ENGAGEMENT PHASE(S): the Pillar of Autumn examples):
-- a unique Free Peoples ship.
return {
  title = "Pillar of Autumn", unique = true,
  side = "free", kind = "ship", culture = "UNSC",
  cost = 4, weapons = 13, armor = 5,
  text = "Halcyon-class cruiser.",
}
