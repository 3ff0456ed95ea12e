-- A Heretic sniper minion (SNIPING PHASE: minion snipers fire at the company).
return {
  title = "Heretic Sniper",
  side = "shadow", kind = "minion", culture = "Heretic", race = "Jackal",
  cost = 2, strength = 5, vitality = 2, site = 3,
  sniper = true,
  text = "Sniper.",
}
