-- Linda-058: a sniper companion (SNIPING PHASE: company sniping total).
return {
  title = "Linda", subtitle = "Spartan-058", unique = true,
  side = "free", kind = "companion", culture = "UNSC", race = "Spartan",
  signet = "Master Chief",
  cost = 3, strength = 7, vitality = 3,
  sniper = true,
  text = "Sniper.",
}
