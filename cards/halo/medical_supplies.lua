-- A possession whose Regroup action discards it (a cost) to heal its bearer.
return {
  title = "Medical Supplies",
  side = "free", kind = "possession", culture = "UNSC",
  cost = 1,
  text = "Bearer must be a UNSC companion. Regroup: Discard this possession to heal bearer twice.",
  bearer = function(self, c) return rules.is(c, "companion") and rules.is_culture(c, "UNSC") end,
  abilities = {
    { word = "regroup", text = "Discard this possession to heal bearer twice.",
      can = function(self)
        local b = rules.bearer(self)
        return b ~= nil and rules.can_heal(b)
      end,
      pay = function(self, ctx)
        ctx.bearer = rules.bearer(self)
        rules.discard(self)
      end,
      run = function(self, ctx)
        rules.heal(ctx.bearer)
        rules.heal(ctx.bearer)
      end },
  },
}
