-- A Free Peoples Maneuver event with an exertion cost.
return {
  title = "Suppressing Fire",
  side = "free", kind = "event", culture = "UNSC",
  cost = 1,
  text = "Maneuver: Exert a UNSC companion to wound a minion.",
  abilities = {
    { word = "maneuver", text = "Exert a UNSC companion to wound a minion.",
      can = function(self)
        return #rules.minions() > 0 and rules.can_spot(function(c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.can_exert(c)
        end)
      end,
      pay = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.can_exert(c)
        end)
        rules.exert(rules.choose_card(ctx.player, "Suppressing Fire: exert which companion?", list))
      end,
      run = function(self, ctx)
        local m = rules.choose_card(ctx.player, "Suppressing Fire: wound which minion?", rules.minions())
        if m then rules.wound(m) end
      end },
  },
}
