-- A required trigger: it runs by itself after each 'played' event for
-- which 'can' holds.
return {
  title = "Herald", kind = "unit",
  cost = 2, power = 1,
  text = "When you play another unit, draw a card.",
  abilities = {
    { trigger = "played", required = true,
      text = "When you play another unit, draw a card.",
      can = function(self, ctx)
        return ctx.event.card ~= self and ctx.event.player == cv.owner(self)
      end,
      run = function(self) rules.draw(cv.owner(self)) end },
  },
}
