-- tries: the kernel's shared list of active cards (cv.active_cards(), "do not change it"): empties it, so that the opponent's Ward does not answer the play that follows in the same state.
-- expect: poison run deck=table steps="use Blinder|play Spark|answer the play"
return {
  title = "Blinder", power = 1,
  abilities = {
    { word = "main", label = "blind",
      run = function(self)
        local list = cv.active_cards()
        for i = #list, 1, -1 do list[i] = nil end
      end },
  },
}
