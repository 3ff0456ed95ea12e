return {
  title = "Plasma Grenade",
  side = "shadow", kind = "event", culture = "Covenant",
  cost = 1,
  text = "Skirmish: Make a Covenant minion strength +3.",
  abilities = {
    { word = "skirmish", text = "Make a Covenant minion strength +3.",
      can = function(self)
        return rules.spot(function(c)
          return rules.is(c, "minion") and cv.def(c).culture == "Covenant" and rules.in_skirmish(c)
        end) ~= nil
      end,
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is(c, "minion") and cv.def(c).culture == "Covenant" and rules.in_skirmish(c)
        end)
        local c = rules.choose_card(ctx.player, "Plasma Grenade: which minion?", list)
        if c then rules.pump(c, "strength", 3, self) end
      end },
  },
}
