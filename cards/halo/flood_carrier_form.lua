-- A lurker: its skirmishes are resolved after all others (Lurker).
return {
  title = "Flood Carrier Form",
  side = "shadow", kind = "minion", culture = "Flood", race = "Flood",
  cost = 2, strength = 6, vitality = 2, site = 3,
  lurker = true,
  text = "Lurker.",
}
