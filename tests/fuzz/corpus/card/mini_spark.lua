return {
  title = "Spark", cost = 1, power = 1,
  abilities = {
    { word = "main", text = "Pay 1 gem: score 1 point.",
      can = function(self, ctx) return cv.pool(cv.GAME, "gems") >= 1 end,
      pay = function(self, ctx) cv.add_pool(cv.GAME, "gems", -1) end,
      run = function(self, ctx) rules.score(cv.owner(self), 1) end },
  },
}
