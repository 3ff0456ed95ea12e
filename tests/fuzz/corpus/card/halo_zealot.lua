--@ rules=halo
return {
  title = "Elite Zealot", unique = true,
  side = "shadow", kind = "minion", culture = "Covenant", race = "Elite",
  cost = 5, strength = 10, vitality = 3, site = 5,
  fierce = true,
  text = "Fierce.",
}
