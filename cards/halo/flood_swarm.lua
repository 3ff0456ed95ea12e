-- A Shadow Maneuver event whose effect exerts twice: a companion that can
-- exert only once more is exerted once and the rest is ignored (COSTS AND
-- EFFECTS, Effects: "perform as much as you can").
return {
  title = "Flood Swarm",
  side = "shadow", kind = "event", culture = "Flood",
  cost = 1,
  text = "Maneuver: Spot a [Flood] minion to exert a companion twice.",
  abilities = {
    { word = "maneuver", text = "Spot a Flood minion to exert a companion twice.",
      can = function(self)
        return rules.can_spot(function(c) return rules.is(c, "minion") and rules.is_culture(c, "Flood") end)
      end,
      run = function(self, ctx)
        -- Exert: an exhausted character cannot be chosen to exert.
        local list = rules.cards(function(c) return rules.is(c, "companion") and rules.can_exert(c) end)
        local c = rules.choose_card(ctx.player, "Flood Swarm: exert which companion twice?", list)
        if c then
          rules.exert(c)
          rules.exert(c)
        end
      end },
  },
}
