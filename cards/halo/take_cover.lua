-- A Free Peoples Response event that prevents a wound (RESPONSE: an
-- "about to" event may be prevented).
return {
  title = "Take Cover",
  side = "free", kind = "event", culture = "UNSC",
  cost = 0,
  text = "Response: If a UNSC companion is about to take a wound, spot 3 UNSC companions to prevent that wound.",
  abilities = {
    { word = "response", trigger = "about_to_wound", text = "Prevent that wound.",
      can = function(self, ctx)
        local c = ctx.event.card
        return rules.is(c, "companion") and rules.is_culture(c, "UNSC")
          and rules.can_spot(function(x) return rules.is(x, "companion") and rules.is_culture(x, "UNSC") end, 3)
      end,
      run = function(self, ctx) rules.prevent(ctx.event) end },
  },
}
