-- A Heretic Regroup event.
return {
  title = "Schism",
  side = "shadow", kind = "event", culture = "Heretic",
  cost = 1,
  text = "Regroup: Spot a [Heretic] minion to exert a companion (except the Hero).",
  abilities = {
    { word = "regroup", text = "Spot a Heretic minion to exert a companion (except the Hero).",
      can = function(self)
        return rules.can_spot(function(c) return rules.is(c, "minion") and rules.is_culture(c, "Heretic") end)
      end,
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is(c, "companion") and not rules.is_hero(c) and rules.can_exert(c)
        end)
        local c = rules.choose_card(ctx.player, "Schism: exert which companion?", list)
        if c then rules.exert(c) end
      end },
  },
}
