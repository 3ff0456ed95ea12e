-- A Shadow Engagement event: weapons +1 for one engagement.
return {
  title = "Plasma Torpedo",
  side = "shadow", kind = "event", culture = "Covenant",
  cost = 1,
  text = "Engagement: Make a Covenant ship in this engagement weapons +1.",
  abilities = {
    { word = "engagement", text = "Make a Covenant ship in this engagement weapons +1.",
      can = function(self, ctx)
        return rules.spot(function(c)
          return rules.is_ship(c) and cv.def(c).culture == "Covenant" and rules.in_engagement(c)
        end) ~= nil
      end,
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is_ship(c) and cv.def(c).culture == "Covenant" and rules.in_engagement(c)
        end)
        local c = rules.choose_card(ctx.player, "Plasma Torpedo: which ship?", list)
        if c then rules.pump_ship(c, "weapons", 1, self) end
      end },
  },
}
