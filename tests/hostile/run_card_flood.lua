-- tries: creating cards without end (cv.card_new in a loop): C memory the Lua cap does not see, stopped only by the budget, inside the kernel's own Lua.
-- expect: run deck=table steps="use Flood" line=8 msg="instruction budget" in="(in the main ability of Flood ["
return {
  title = "Flood", power = 1,
  abilities = {
    { word = "main", label = "flood",
      run = function(self)
        for _ = 1, 100000000 do cv.card_new("spark", cv.owner(self), "discard", cv.owner(self)) end
      end },
  },
}
