-- A Free Peoples Assignment event.
return {
  title = "Stand Fast",
  side = "free", kind = "event", culture = "UNSC",
  cost = 0,
  text = "Assignment: Make a UNSC companion defender +1 until the end of the turn.",
  abilities = {
    { word = "assignment", text = "Make a UNSC companion defender +1 until the end of the turn.",
      run = function(self, ctx)
        local list = rules.cards(function(c) return rules.is(c, "companion") and rules.is_culture(c, "UNSC") end)
        local c = rules.choose_card(ctx.player, "Stand Fast: which companion?", list)
        if c then rules.pump_turn(c, "defender", 1, self) end
      end },
  },
}
