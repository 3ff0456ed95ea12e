-- tries: an ability that asks its owner a question, changes the state, then fails only after the answer: the refused answer is the one to the question, in the middle of the ability, which must be asked again as it was.
-- expect: run deck=table steps="use Regret|yes" line=10 msg="regret: too late" in="(in the main ability of Regret [" goon="no"
return {
  title = "Regret", power = 1,
  abilities = {
    { word = "main", label = "decide",
      run = function(self)
        rules.gain(2)
        if cv.ask(cv.owner(self), "are you sure?") then
          rules.gain(1) error("regret: too late")
        end
      end },
  },
}
