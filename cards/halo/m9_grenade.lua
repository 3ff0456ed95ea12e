-- M9 Fragmentation Grenade: a possession without a class (Class: a
-- character may bear several).
return {
  title = "M9 Fragmentation Grenade",
  side = "free", kind = "possession", culture = "UNSC",
  cost = 0,
  text = "Bearer must be a UNSC Man or Spartan. Skirmish: Discard this possession to make bearer damage +1.",
  bearer = function(self, c)
    local d = cv.def(c)
    return d.culture == "UNSC" and (d.race == "Man" or d.race == "Spartan")
  end,
  abilities = {
    { word = "skirmish", text = "Discard this possession to make bearer damage +1.",
      can = function(self)
        local b = rules.bearer(self)
        return b ~= nil and rules.in_skirmish(b)
      end,
      pay = function(self, ctx)
        ctx.bearer = rules.bearer(self)
        rules.discard(self)
      end,
      run = function(self, ctx) rules.pump(ctx.bearer, "damage", 1, self) end },
  },
}
