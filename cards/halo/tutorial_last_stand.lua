-- Last Stand: the card docs/designing-cards.md builds step by step. A Free
-- Peoples Skirmish event whose bonus grows with the companion's wounds.
return {
  title = "Last Stand",
  side = "free", kind = "event", culture = "UNSC",
  cost = 1,
  text = "Skirmish: Make a wounded UNSC companion strength +1 for each wound on him.",
  abilities = {
    { word = "skirmish", text = "Make a wounded UNSC companion strength +1 for each wound on him.",
      -- who it may target, written once: the event is offered only when
      -- someone qualifies, and playing it asks which (ctx.target)
      target = { prompt = "Last Stand: which companion?",
        filter = function(self, c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC")
            and rules.in_skirmish(c) and rules.wounds(c) > 0
        end },
      run = function(self, ctx)
        rules.pump(ctx.target, "strength", rules.wounds(ctx.target), self)
      end },
  },
}
