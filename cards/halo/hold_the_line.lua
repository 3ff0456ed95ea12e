-- A Free Peoples event with a Skirmish timing word.
return {
  title = "Hold the Line",
  side = "free", kind = "event", culture = "UNSC",
  cost = 0,
  text = "Skirmish: Make a UNSC companion strength +2.",
  abilities = {
    { word = "skirmish", text = "Make a UNSC companion strength +2.",
      can = function(self, ctx)
        return rules.spot(function(c)
          return rules.is(c, "companion") and cv.def(c).culture == "UNSC" and rules.in_skirmish(c)
        end) ~= nil
      end,
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is(c, "companion") and cv.def(c).culture == "UNSC" and rules.in_skirmish(c)
        end)
        local c = rules.choose_card(ctx.player, "Hold the Line: which companion?", list)
        if c then rules.pump(c, "strength", 2, self) end
      end },
  },
}
