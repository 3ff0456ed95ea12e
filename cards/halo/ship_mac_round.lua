-- A Free Peoples Engagement event that damages a Shadow ship, in this
-- engagement or another.
return {
  title = "MAC Round",
  side = "free", kind = "event", culture = "UNSC",
  cost = 2,
  text = "Engagement: Spot a UNSC ship to damage a Shadow ship.",
  abilities = {
    { word = "engagement", text = "Spot a UNSC ship to damage a Shadow ship.",
      can = function(self, ctx)
        return rules.spot(function(c)
          return rules.is_ship(c) and cv.def(c).culture == "UNSC"
        end) ~= nil and #rules.shadow_ships() > 0
      end,
      run = function(self, ctx)
        local c = rules.choose_card(ctx.player, "MAC Round: damage which ship?", rules.shadow_ships())
        if c then rules.damage_ship(c, 1) end
      end },
  },
}
