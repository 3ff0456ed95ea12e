-- Brute Chieftain: Toil 2 (as the Lord of the Rings TCG defines it).
return {
  title = "Brute Chieftain",
  side = "shadow", kind = "minion", culture = "Covenant", race = "Brute",
  cost = 6, strength = 12, vitality = 3, site = 6,
  toil = 2, damage = 1,
  text = "Toil 2. Damage +1.",
}
