-- M12 Warthog: a possession of class vehicle (Class: one of each class).
return {
  title = "M12 Warthog",
  side = "free", kind = "possession", culture = "UNSC", class = "vehicle",
  cost = 2, bonus = { strength = 2 },
  text = "Bearer must be a UNSC companion. Strength +2.",
  bearer = function(self, c) return rules.is(c, "companion") and rules.is_culture(c, "UNSC") end,
}
