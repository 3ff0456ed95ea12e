-- Jun, Spartan-A266: a companion sniper (SNIPING PHASE: the company's
-- snipers add to the company sniping total).
return {
  title = "Jun", subtitle = "Spartan-A266", unique = true,
  side = "free", kind = "companion", culture = "UNSC", race = "Spartan",
  signet = "Master Chief",
  cost = 3, strength = 6, vitality = 3,
  sniper = true,
  text = "Sniper.",
}
