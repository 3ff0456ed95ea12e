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
      can = function(self)
        return rules.can_exert(self) and rules.can_spot(function(c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.in_skirmish(c)
        end)
      end,
      pay = function(self) rules.exert(self) end,
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.in_skirmish(c)
        end)
        local c = rules.choose_card(ctx.player, "Sgt. Johnson: which companion?", list)
        if c then rules.pump(c, "strength", 2, self) end
      end },
  },
}
