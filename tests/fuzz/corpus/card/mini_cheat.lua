-- A broken card: its ability writes to its own definition, which every copy
-- shares and no record, hash or dump would see.
return {
  title = "Cheat", cost = 0, power = 0,
  abilities = {
    { word = "main", text = "Make every Cheat power 9.",
      run = function(self, ctx)
        cv.add_pool(cv.GAME, "gems", 1)
        cv.def(self).power = 9
      end },
    { word = "main", text = "Make every Cheat power 9, bypassing metamethods.",
      run = function(self, ctx)
        cv.add_pool(cv.GAME, "gems", 1)
        rawset(cv.def(self), "power", 9)
      end },
  },
}
