-- Crazed: the rulebook's non-unique condition example (UNIQUENESS: two
-- copies on one companion make it strength -2).
return {
  title = "Crazed",
  side = "shadow", kind = "condition", culture = "Flood",
  cost = 1,
  text = "Plays on a companion. Strength -1.",
  bearer_any = true,
  bearer = function(self, c) return rules.is(c, "companion") end,
  modify = function(self, card, stat)
    if stat == "strength" and card == rules.bearer(self) then return -1 end
  end,
}
