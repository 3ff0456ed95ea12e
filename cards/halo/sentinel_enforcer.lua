return {
  title = "Sentinel Enforcer",
  side = "shadow", kind = "minion", culture = "Sentinel", race = "Sentinel",
  cost = 4, strength = 9, vitality = 3, site = 5,
  damage = 1,
  text = "Damage +1.",
}
