-- A Free Peoples Sentinel with a Regroup ability paid by exertion.
return {
  title = "Sentinel Constructor",
  side = "free", kind = "companion", culture = "Sentinel", race = "Sentinel",
  cost = 1, strength = 3, vitality = 3,
  text = "Regroup: Exert this companion to heal another companion.",
  abilities = {
    { word = "regroup", text = "Exert this companion to heal another companion.",
      cost = { exert = "self" },
      target = { prompt = "Sentinel Constructor: heal which companion?",
        filter = function(self, c) return c ~= self and rules.is(c, "companion") and rules.can_heal(c) end },
      run = function(self, ctx) rules.heal(ctx.target) end },
  },
}
