-- A Shadow Maneuver event: the Covenant minion is its requirement; with no
-- companion able to exert it still plays, to no effect (COSTS AND EFFECTS).
return {
  title = "Covenant Ambush",
  side = "shadow", kind = "event", culture = "Covenant",
  cost = 1,
  text = "Maneuver: Spot a [Covenant] minion to exert a companion.",
  abilities = {
    { word = "maneuver", text = "Spot a Covenant minion to exert a companion.",
      can = function(self)
        return rules.can_spot(function(c) return rules.is(c, "minion") and rules.is_culture(c, "Covenant") end)
      end,
      run = function(self, ctx)
        local list = rules.cards(function(c) return rules.is(c, "companion") and rules.can_exert(c) end)
        local c = rules.choose_card(ctx.player, "Covenant Ambush: exert which companion?", list)
        if c then rules.exert(c) end
      end },
  },
}
