-- Gravemind: a unique fierce Flood minion with damage +1.
return {
  title = "Gravemind", subtitle = "Heart of the Parasite", unique = true,
  side = "shadow", kind = "minion", culture = "Flood", race = "Flood",
  cost = 6, strength = 13, vitality = 5, site = 8,
  fierce = true, damage = 1,
  text = "Fierce. Damage +1.",
}
