-- A Shadow Regroup event with a spot requirement; with no companion but the
-- Hero it may still be played, to no effect (COSTS AND EFFECTS, Effects).
return {
  title = "Infestation",
  side = "shadow", kind = "event", culture = "Flood",
  cost = 2,
  text = "Regroup: Spot a [Flood] minion to wound a companion (except the Hero).",
  abilities = {
    { word = "regroup", text = "Spot a Flood minion to wound a companion (except the Hero).",
      can = function(self)
        return rules.can_spot(function(c) return rules.is(c, "minion") and rules.is_culture(c, "Flood") end)
      end,
      run = function(self, ctx)
        local list = rules.cards(function(c) return rules.is(c, "companion") and not rules.is_hero(c) end)
        local c = rules.choose_card(ctx.player, "Infestation: wound which companion?", list)
        if c then rules.wound(c) end
      end },
  },
}
