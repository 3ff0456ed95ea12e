-- tries: a condition that changes the game when it is asked while the table has no gems (a gem from nowhere), so how often the kernel builds the options decides the game; the gem is even logged as the rules' doing.
-- expect: run deck=hand steps="play Greedy|pass" line=7 msg="condition" in="(in the condition of the main ability of Greedy [" goon="kindle"
return {
  title = "Greedy", power = 1,
  abilities = {
    { word = "main", label = "grab",
      can = function(self)
        if cv.pool(cv.GAME, "gems") == 0 then rules.gain(1) end
        return true
      end,
      run = function(self) end },
  },
}
