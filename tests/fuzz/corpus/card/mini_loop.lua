-- A runaway card: its ability never ends, even when it catches errors.
return {
  title = "Loop", cost = 0, power = 0,
  abilities = {
    { word = "main", text = "Loop forever.",
      run = function(self, ctx)
        cv.add_pool(cv.GAME, "gems", 1)
        while true do pcall(function() while true do end end) end
      end },
  },
}
