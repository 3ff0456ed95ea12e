-- A Shadow Maneuver event that spots two minions.
return {
  title = "Plasma Barrage",
  side = "shadow", kind = "event", culture = "Covenant",
  cost = 2,
  text = "Maneuver: Spot 2 [Covenant] minions to wound a companion (except the Hero).",
  abilities = {
    { word = "maneuver", text = "Spot 2 Covenant minions to wound a companion (except the Hero).",
      can = function(self)
        return rules.can_spot(function(c) return rules.is(c, "minion") and rules.is_culture(c, "Covenant") end, 2)
      end,
      run = function(self, ctx)
        local list = rules.cards(function(c) return rules.is(c, "companion") and not rules.is_hero(c) end)
        local c = rules.choose_card(ctx.player, "Plasma Barrage: wound which companion?", list)
        if c then rules.wound(c) end
      end },
  },
}
