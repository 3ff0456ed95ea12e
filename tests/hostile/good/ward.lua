-- A good card: a response (the opponent played a card: gain a gem, once a
-- turn) and a static modifier (your other cards have power +1).
return {
  title = "Ward", power = 2, faction = "blue",
  modify = function(self, card, stat)
    if stat == "power" and card ~= self and cv.owner(card) == cv.owner(self) then return 1 end
  end,
  abilities = {
    { word = "react", trigger = "played", label = "answer the play",
      can = function(self, ctx)
        return ctx.event.player ~= cv.owner(self) and not cv.var(self, "used")
      end,
      pay = function(self) cv.set_var(self, "used", true, { ["until"] = "turn" }) end,
      run = function(self) rules.gain(1) end },
  },
}
