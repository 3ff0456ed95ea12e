return {
  title = "Banner", cost = 2, power = 1,
  -- Static: your other cards have power +1.
  modify = function(self, card, stat)
    if stat == "power" and card ~= self and cv.owner(card) == cv.owner(self) then return 1 end
  end,
  abilities = {
    { word = "main", text = "Pay 1 gem: this card is power +2 until the end of the phase.",
      can = function(self, ctx) return cv.pool(cv.GAME, "gems") >= 1 end,
      pay = function(self, ctx) cv.add_pool(cv.GAME, "gems", -1) end,
      run = function(self, ctx)
        cv.modify{ card = self, stat = "power", amount = 2, ["until"] = "phase", source = self }
      end },
  },
}
