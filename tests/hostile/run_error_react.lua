-- tries: the opponent's response to a play, whose condition raises: the answer of the player who played the card is refused.
-- expect: run deck=opp steps="play Spark" line=8 msg="attempt to compare nil with number" in="(in the condition of the react ability of Retort ["
return {
  title = "Retort", power = 1,
  abilities = {
    { word = "react", trigger = "played", label = "retort",
      can = function(self, ctx)
        return cv.pool(cv.GAME, "gems") >= cv.var(self, "threshold")
      end,
      run = function(self) rules.gain(1) end },
  },
}
