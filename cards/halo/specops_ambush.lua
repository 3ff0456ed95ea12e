-- A Free Peoples Arbiter Assignment event (defender +1 for the turn).
return {
  title = "SpecOps Ambush",
  side = "free", kind = "event", culture = "Arbiter",
  cost = 0,
  text = "Assignment: Spot a SpecOps companion to make it defender +1 until the end of the turn.",
  abilities = {
    { word = "assignment", text = "Make a SpecOps companion defender +1 until the end of the turn.",
      can = function(self)
        return rules.can_spot(function(c) return rules.is(c, "companion") and rules.has(c, "SpecOps") end)
      end,
      run = function(self, ctx)
        local list = rules.cards(function(c) return rules.is(c, "companion") and rules.has(c, "SpecOps") end)
        local c = rules.choose_card(ctx.player, "SpecOps Ambush: which companion?", list)
        if c then rules.pump_turn(c, "defender", 1, self) end
      end },
  },
}
