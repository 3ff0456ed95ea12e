-- A Free Peoples Sentinel with a Regroup ability paid by exertion.
return {
  title = "Sentinel Constructor",
  side = "free", kind = "companion", culture = "Sentinel", race = "Sentinel",
  cost = 1, strength = 3, vitality = 3,
  text = "Regroup: Exert this companion to heal another companion.",
  abilities = {
    { word = "regroup", text = "Exert this companion to heal another companion.",
      can = function(self)
        return rules.can_exert(self) and rules.can_spot(function(c)
          return c ~= self and rules.is(c, "companion") and rules.can_heal(c)
        end)
      end,
      pay = function(self) rules.exert(self) end,
      run = function(self, ctx)
        local list = rules.cards(function(c) return c ~= self and rules.is(c, "companion") and rules.can_heal(c) end)
        local c = rules.choose_card(ctx.player, "Sentinel Constructor: heal which companion?", list)
        if c then rules.heal(c) end
      end },
  },
}
