return {
  title = "Echo", cost = 0, power = 0,
  abilities = {
    { trigger = "played", required = true, text = "When you play this, draw a card or gain a gem.",
      can = function(self, ctx) return ctx.event.card == self end,
      run = function(self, ctx)
        local seat = cv.owner(self)
        local pick = cv.choose(seat, "Echo: draw a card or gain a gem?",
          { "draw a card", "gain a gem" }, { ask = true })
        if pick == "draw a card" then rules.draw(seat) else cv.add_pool(cv.GAME, "gems", 1) end
      end },
  },
}
