return {
  title = "Flood Combat Form",
  side = "shadow", kind = "minion", culture = "Flood", race = "Flood",
  cost = 3, strength = 7, vitality = 2, site = 3,
  damage = 1,
  text = "Damage +1.",
}
