-- Sgt. Johnson, Seasoned Veteran: the rulebook's second Sgt. Johnson (Draw
-- Deck: same title, different subtitle; four copies of the title at most).
return {
  title = "Sgt. Johnson", subtitle = "Seasoned Veteran", unique = true,
  side = "free", kind = "companion", culture = "UNSC", race = "Man",
  signet = "Sergeant Johnson",
  cost = 3, strength = 7, vitality = 3,
  text = "Skirmish: Exert Sgt. Johnson to make a UNSC companion in this skirmish strength +2.",
  abilities = {
    { word = "skirmish", text = "Exert Sgt. Johnson to make a UNSC companion in this skirmish strength +2.",
      cost = { exert = "self" },
      target = { prompt = "Sgt. Johnson: which companion?",
        filter = function(self, c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.in_skirmish(c)
        end },
      run = function(self, ctx) rules.pump(ctx.target, "strength", 2, self) end },
  },
}
