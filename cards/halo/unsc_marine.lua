-- A plain non-unique UNSC companion: the faceless squads of the Corps.
return {
  title = "UNSC Marine",
  side = "free", kind = "companion", culture = "UNSC", race = "Man",
  cost = 1, strength = 4, vitality = 2,
  text = "A Marine of the UNSC Marine Corps.",
}
