-- A Company event that heals and draws (the designer's first card in
-- issue 15): with no wounded UNSC companion it still draws.
return {
  title = "Rally Point",
  side = "free", kind = "event", culture = "UNSC",
  cost = 1,
  text = "Company: Heal a UNSC companion and draw a card.",
  abilities = {
    { word = "company", text = "Heal a UNSC companion and draw a card.",
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.can_heal(c)
        end)
        local c = rules.choose_card(ctx.player, "Rally Point: heal which companion?", list)
        if c then rules.heal(c) end
        rules.draw(ctx.player, 1)
      end },
  },
}
