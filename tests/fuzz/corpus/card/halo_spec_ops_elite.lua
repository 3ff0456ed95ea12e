--@ rules=halo
-- SpecOps Elite: a non-unique Arbiter companion with an unloaded keyword.
return {
  title = "SpecOps Elite",
  side = "free", kind = "companion", culture = "Arbiter", race = "Elite",
  signet = "SpecOps Commander",
  cost = 2, strength = 6, vitality = 3,
  keywords = { "SpecOps" },
  text = "SpecOps.",
}
