--@ rules=halo
-- A Free Peoples ship with no weapons: a transport, for engagements against
-- zero weapons.
return {
  title = "Pelican Dropship",
  side = "free", kind = "ship", culture = "UNSC",
  cost = 1, weapons = 0, armor = 2,
  text = "Transport.",
}
