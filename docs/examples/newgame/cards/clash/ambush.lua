-- An order with a choice: which of the opponent's units to discard.
return {
  title = "Ambush", kind = "order",
  cost = 3,
  text = "Main: Discard a unit of your opponent's.",
  abilities = {
    { word = "main", text = "Discard a unit of your opponent's.",
      can = function(self, ctx) return #rules.units(rules.opponent(ctx.player)) > 0 end,
      run = function(self, ctx)
        local them = rules.opponent(ctx.player)
        local c = rules.choose_card(ctx.player, "Ambush: discard which unit?", rules.units(them))
        cv.move(c, "discard", them)
      end },
  },
}
