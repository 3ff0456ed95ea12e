-- An Arbiter Skirmish event.
return {
  title = "Arbiter's Vow",
  side = "free", kind = "event", culture = "Arbiter",
  cost = 0,
  text = "Skirmish: Make an Elite companion strength +2.",
  abilities = {
    { word = "skirmish", text = "Make an Elite companion strength +2.",
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is(c, "companion") and rules.race(c) == "Elite" and rules.in_skirmish(c)
        end)
        local c = rules.choose_card(ctx.player, "Arbiter's Vow: which companion?", list)
        if c then rules.pump(c, "strength", 2, self) end
      end },
  },
}
