-- A Shadow Engagement event: a weapons bonus for one engagement.
return {
  title = "Energy Projector",
  side = "shadow", kind = "event", culture = "Covenant",
  cost = 1,
  text = "Engagement: Make a [Covenant] ship in this engagement weapons +3.",
  abilities = {
    { word = "engagement", text = "Make a Covenant ship in this engagement weapons +3.",
      can = function(self)
        return rules.can_spot(function(c)
          return rules.is_ship(c) and rules.is_culture(c, "Covenant") and rules.in_engagement(c)
        end)
      end,
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is_ship(c) and rules.is_culture(c, "Covenant") and rules.in_engagement(c)
        end)
        local c = rules.choose_card(ctx.player, "Energy Projector: which ship?", list)
        if c then rules.pump_ship(c, "weapons", 3, self) end
      end },
  },
}
