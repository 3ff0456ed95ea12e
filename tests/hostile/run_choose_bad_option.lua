-- tries: a decision whose third option is a number, not a label: refused at the line of the choice, before anyone is asked, and nothing of the question stays.
-- expect: run deck=table steps="use Quiz" line=9 msg="a decision option must be a string or a table with a 'label'" in="(in the main ability of Quiz ["
return {
  title = "Quiz", power = 1,
  abilities = {
    { word = "main", label = "ask",
      run = function(self)
        rules.gain(1)
        cv.choose(cv.owner(self), "which?", { "one", { label = "two" }, 3, "four" })
      end },
  },
}
