-- The Activation Index: a unique artifact borne by a companion.
return {
  title = "Activation Index", unique = true,
  side = "free", kind = "artifact", culture = "Sentinel",
  cost = 1, bonus = { vitality = 1 },
  text = "Bearer must be a companion. Vitality +1.",
  bearer = function(self, c) return rules.is(c, "companion") end,
}
