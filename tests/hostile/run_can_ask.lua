-- tries: a condition that asks its owner a question (while the table has no gems): a decision in the middle of working out what may be done, asked again each time the options are built.
-- expect: run deck=hand steps="play Doubter|pass" line=8 msg="condition" in="(in the condition of the main ability of Doubter [" goon="kindle"
return {
  title = "Doubter", power = 1,
  abilities = {
    { word = "main", label = "doubt",
      can = function(self)
        return cv.pool(cv.GAME, "gems") > 0 or cv.ask(cv.owner(self), "really?")
      end,
      run = function(self) rules.gain(1) end },
  },
}
