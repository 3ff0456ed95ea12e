return {
  title = "SpecOps Grunt",
  side = "free", kind = "companion", culture = "Arbiter", race = "Grunt",
  signet = "SpecOps Commander",
  cost = 1, strength = 3, vitality = 2,
  keywords = { "SpecOps" },
  text = "SpecOps.",
}
