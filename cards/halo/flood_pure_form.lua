-- Flood Pure Form: a lurker (Lurker: resolved after all other skirmishes).
return {
  title = "Flood Pure Form",
  side = "shadow", kind = "minion", culture = "Flood", race = "Flood",
  cost = 3, strength = 8, vitality = 3, site = 5,
  lurker = true,
  text = "Lurker.",
}
