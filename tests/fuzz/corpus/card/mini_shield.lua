return {
  title = "Shield", cost = 1, power = 0,
  abilities = {
    { word = "react", trigger = "scored", text = "When an opponent scores, they lose 1 point.",
      can = function(self, ctx) return ctx.event.player ~= cv.owner(self)
        and cv.pool(cv.player(ctx.event.player), "points") > 0
        and not cv.var(self, "used") end,
      pay = function(self, ctx) cv.set_var(self, "used", true) end,
      run = function(self, ctx) cv.add_pool(cv.player(ctx.event.player), "points", -1) end },
  },
}
