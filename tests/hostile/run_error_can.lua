-- tries: a condition that raises whenever the table has no gems (here when the window comes back to its owner after the opponent passes): that answer is refused, and another one, which gains gems, goes on.
-- expect: run deck=hand steps="play Fickle|pass" line=7 msg="attempt to perform arithmetic on a nil value" in="(in the condition of the main ability of Fickle [" goon="kindle"
return {
  title = "Fickle", power = 1,
  abilities = {
    { word = "main", label = "maybe",
      can = function(self) return cv.pool(cv.GAME, "gems") > 0 or cv.var(self, "charge") + 1 > 0 end,
      run = function(self) rules.gain(1) end },
  },
}
