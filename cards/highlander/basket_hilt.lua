-- A Hilt (Objects: one Hilt in play for each Weapon its player has).
return {
  title = "Basket Hilt", kind = "object", hilt = true, gems = { "wisdom" },
  text = "Object. Hilt. Each time one of your Blocks defends an attack, draw a card.",
  abilities = {
    { trigger = "defended", required = true, text = "Draw a card.",
      can = function(self, ctx)
        return ctx.event.player == cv.owner(self) and rules.kind(ctx.event.defence) == "block"
      end,
      run = function(self) rules.draw(cv.owner(self)) end },
  },
}
