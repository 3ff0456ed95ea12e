-- A Free Peoples Engagement event: damage +1 for one engagement (the
-- rulebook's "if the Pillar of Autumn has damage +1").
return {
  title = "Broadside",
  side = "free", kind = "event", culture = "UNSC",
  cost = 1,
  text = "Engagement: Make a UNSC ship in this engagement damage +1.",
  abilities = {
    { word = "engagement", text = "Make a UNSC ship in this engagement damage +1.",
      can = function(self, ctx)
        return rules.spot(function(c)
          return rules.is_ship(c) and cv.def(c).culture == "UNSC" and rules.in_engagement(c)
        end) ~= nil
      end,
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is_ship(c) and cv.def(c).culture == "UNSC" and rules.in_engagement(c)
        end)
        local c = rules.choose_card(ctx.player, "Broadside: which ship?", list)
        if c then rules.pump_ship(c, "damage", 1, self) end
      end },
  },
}
