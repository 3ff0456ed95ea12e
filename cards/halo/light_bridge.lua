-- A Free Peoples Sentinel Maneuver event.
return {
  title = "Forerunner Light Bridge",
  side = "free", kind = "event", culture = "Sentinel",
  cost = 1,
  text = "Maneuver: Spot a Sentinel companion to heal a companion.",
  abilities = {
    { word = "maneuver", text = "Spot a Sentinel companion to heal a companion.",
      can = function(self)
        return rules.can_spot(function(c) return rules.is(c, "companion") and rules.is_culture(c, "Sentinel") end)
          and rules.can_spot(function(c) return rules.is(c, "companion") and rules.can_heal(c) end)
      end,
      run = function(self, ctx)
        local list = rules.cards(function(c) return rules.is(c, "companion") and rules.can_heal(c) end)
        local c = rules.choose_card(ctx.player, "Forerunner Light Bridge: heal which companion?", list)
        if c then rules.heal(c) end
      end },
  },
}
