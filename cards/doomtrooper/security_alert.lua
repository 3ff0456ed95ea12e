-- Sabotage: "Unless the player can play a card which will prevent the
-- action, the sabotage will be successful."
return {
  title = "Security Alert", type = "special", affiliation = "general", timing = "any", respond = "sabotage", limit = 5,
  text = "Play when you are sabotaged: the sabotage fails.",
  can = function(self, ctx) return ctx.event.target == ctx.player end,
  run = function(self, ctx) cv.cancel(ctx.event) end,
}
