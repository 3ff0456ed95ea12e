-- Mgalekgolo Hunter: a large Covenant minion with damage +1.
return {
  title = "Mgalekgolo Hunter",
  side = "shadow", kind = "minion", culture = "Covenant", race = "Hunter",
  cost = 5, strength = 12, vitality = 4, site = 4,
  damage = 1,
  text = "Damage +1.",
}
