-- A Free Peoples Sniping event.
return {
  title = "Overwatch",
  side = "free", kind = "event", culture = "UNSC",
  cost = 1,
  text = "Sniping: Exert a UNSC sniper companion to wound a minion.",
  abilities = {
    { word = "sniping", text = "Exert a UNSC sniper companion to wound a minion.",
      can = function(self)
        return #rules.minions() > 0 and rules.can_spot(function(c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.has(c, "sniper")
            and rules.can_exert(c)
        end)
      end,
      pay = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.has(c, "sniper")
            and rules.can_exert(c)
        end)
        rules.exert(rules.choose_card(ctx.player, "Overwatch: exert which sniper?", list))
      end,
      run = function(self, ctx)
        local m = rules.choose_card(ctx.player, "Overwatch: wound which minion?", rules.minions())
        if m then rules.wound(m) end
      end },
  },
}
