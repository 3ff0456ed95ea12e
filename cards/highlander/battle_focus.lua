-- A Situation (facts sheet: Sample cards): draw a card when you exert for a
-- Power Blow or a Power Block.
return {
  title = "Battle Focus", kind = "situation", gems = { "wisdom" },
  text = "Situation. Each time you make a Hard Exertion for a Power Blow or a Power Block, draw a card.",
  abilities = {
    { trigger = "power_exertion", required = true, text = "Draw a card.",
      can = function(self, ctx) return ctx.event.player == cv.owner(self) end,
      run = function(self) rules.draw(cv.owner(self)) end },
  },
}
