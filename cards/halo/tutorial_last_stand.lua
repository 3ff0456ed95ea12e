-- Last Stand: the card docs/designing-cards.md builds step by step. A Free
-- Peoples Skirmish event whose bonus grows with the companion's wounds.

-- Who it may target, written once: can and run both use it.
local function wounded_unsc(c)
  return rules.is(c, "companion") and rules.is_culture(c, "UNSC")
    and rules.in_skirmish(c) and rules.wounds(c) > 0
end

return {
  title = "Last Stand",
  side = "free", kind = "event", culture = "UNSC",
  cost = 1,
  text = "Skirmish: Make a wounded UNSC companion strength +1 for each wound on him.",
  abilities = {
    { word = "skirmish", text = "Make a wounded UNSC companion strength +1 for each wound on him.",
      can = function(self) return rules.can_spot(wounded_unsc) end,
      run = function(self, ctx)
        local c = rules.choose_card(ctx.player, "Last Stand: which companion?", rules.cards(wounded_unsc))
        if c then rules.pump(c, "strength", rules.wounds(c), self) end
      end },
  },
}
