-- A Shadow Sentinel minion with damage +1.
return {
  title = "Sentinel Major",
  side = "shadow", kind = "minion", culture = "Sentinel", race = "Sentinel",
  cost = 3, strength = 8, vitality = 3, site = 4,
  damage = 1,
  text = "Damage +1.",
}
