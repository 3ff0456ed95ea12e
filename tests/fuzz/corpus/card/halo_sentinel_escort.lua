--@ rules=halo
-- A Free Peoples Sentinel companion.
return {
  title = "Sentinel Escort",
  side = "free", kind = "companion", culture = "Sentinel", race = "Sentinel",
  cost = 2, strength = 5, vitality = 2,
  text = "A Sentinel of Installation 04, guarding the Reclaimer.",
}
