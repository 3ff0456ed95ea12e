-- A Shadow Skirmish event that raises a minion's damage.
return {
  title = "Sentinel Beam",
  side = "shadow", kind = "event", culture = "Sentinel",
  cost = 1,
  text = "Skirmish: Make a [Sentinel] minion damage +1.",
  abilities = {
    { word = "skirmish", text = "Make a Sentinel minion damage +1.",
      can = function(self)
        return rules.can_spot(function(c)
          return rules.is(c, "minion") and rules.is_culture(c, "Sentinel") and rules.in_skirmish(c)
        end)
      end,
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is(c, "minion") and rules.is_culture(c, "Sentinel") and rules.in_skirmish(c)
        end)
        local c = rules.choose_card(ctx.player, "Sentinel Beam: which minion?", list)
        if c then rules.pump(c, "damage", 1, self) end
      end },
  },
}
