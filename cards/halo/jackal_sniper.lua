return {
  title = "Kig-Yar Sniper",
  side = "shadow", kind = "minion", culture = "Covenant", race = "Jackal",
  cost = 2, strength = 4, vitality = 1, site = 3,
  sniper = true,
  text = "Sniper.",
}
