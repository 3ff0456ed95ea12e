-- Elite Veteran: the rulebook's assignment examples face Master Chief and
-- Sergeant Mobuto with one, two and four of these.
return {
  title = "Elite Veteran",
  side = "shadow", kind = "minion", culture = "Covenant", race = "Elite",
  cost = 2, strength = 7, vitality = 2, site = 2,
  text = "A seasoned Elite warrior.",
}
