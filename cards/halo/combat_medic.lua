-- A Free Peoples Regroup event with toil (Keywords: toil; play.lua asks
-- which UNSC characters to exert as it is played). It has no requirement:
-- with no wounded UNSC companion it may still be played, to no effect
-- (COSTS AND EFFECTS, Effects).
return {
  title = "Combat Medic",
  side = "free", kind = "event", culture = "UNSC",
  cost = 2, toil = 1,
  text = "Toil 1. Regroup: Heal a UNSC companion twice.",
  abilities = {
    { word = "regroup", text = "Heal a UNSC companion twice.",
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.can_heal(c)
        end)
        local c = rules.choose_card(ctx.player, "Combat Medic: heal which companion?", list)
        if c then
          rules.heal(c)
          rules.heal(c)
        end
      end },
  },
}
