--@ rules=halo
-- A Free Peoples Response event: prevents a wound ("about to" event).
return {
  title = "Evasive Maneuvers",
  side = "free", kind = "event", culture = "UNSC",
  cost = 1,
  text = "Response: If a UNSC companion is about to take a wound, exert another UNSC companion to prevent that wound.",
  abilities = {
    { word = "response", trigger = "about_to_wound",
      text = "Exert another UNSC companion to prevent the wound.",
      can = function(self, ctx)
        local t = ctx.event.card
        if not (rules.is(t, "companion") and rules.is_culture(t, "UNSC") and cv.active(t)) then return false end
        return rules.can_spot(function(c)
          return c ~= t and rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.can_exert(c)
        end)
      end,
      pay = function(self, ctx)
        local t = ctx.event.card
        local list = rules.cards(function(c)
          return c ~= t and rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.can_exert(c)
        end)
        rules.exert(rules.choose_card(ctx.player, "Evasive Maneuvers: exert which companion?", list))
      end,
      run = function(self, ctx) rules.prevent(ctx.event) end },
  },
}
