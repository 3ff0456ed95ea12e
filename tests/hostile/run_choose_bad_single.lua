-- tries: a decision of one option, which the kernel takes without asking, whose option is a table without a label: still refused at the line of the choice.
-- expect: run deck=table steps="use Riddle" line=9 msg="a decision option must be a string or a table with a 'label'" in="(in the main ability of Riddle ["
return {
  title = "Riddle", power = 1,
  abilities = {
    { word = "main", label = "ask",
      run = function(self)
        rules.gain(1)
        cv.choose(cv.owner(self), "which?", { { card = 1 } })
      end },
  },
}
