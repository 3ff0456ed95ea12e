-- A Shadow Sentinel sniper.
return {
  title = "Sentinel Aggressor",
  side = "shadow", kind = "minion", culture = "Sentinel", race = "Sentinel",
  cost = 2, strength = 5, vitality = 2, site = 3,
  sniper = true,
  text = "Sniper.",
}
