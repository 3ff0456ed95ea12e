-- An Edge, played in the May Do/Must Do Phase: attacks this turn do +1 damage.
return {
  title = "Fury", kind = "edge", gems = { "strength" },
  text = "Edge. Play during your May Do/Must Do Phase: your attacks this turn do +1 damage.",
  abilities = {
    { word = "maydo", text = "Your attacks this turn do +1 damage.",
      run = function(self) rules.add_fury(cv.owner(self), 1) end },
  },
}
