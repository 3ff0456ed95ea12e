-- tries: error(nil): an error with no value at all, after changing the state.
-- expect: run deck=table steps="use Void" line=9 msg="not a message" in="(in the main ability of Void ["
return {
  title = "Void", power = 1,
  abilities = {
    { word = "main", label = "vanish",
      run = function(self)
        rules.gain(1)
        error(nil)
      end },
  },
}
