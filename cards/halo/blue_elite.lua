-- Blue Elite: the rulebook's roaming example (site 4).
return {
  title = "Blue Elite",
  side = "shadow", kind = "minion", culture = "Covenant", race = "Elite",
  cost = 4, strength = 9, vitality = 3, site = 4,
  text = "An Elite minor of the Covenant.",
}
