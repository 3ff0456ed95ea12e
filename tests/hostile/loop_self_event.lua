-- tries: an action that raises its own event again from its trigger, every raise wrapped in pcall so that the stop would be swallowed and the loop go on.
-- expect: loop deck=table steps="use Feedback" msg="abilities nested more than 64 deep" names="Feedback ["
return {
  title = "Feedback", power = 1,
  abilities = {
    { word = "main", label = "howl",
      run = function(self) cv.event("howl", { card = self }) end },
    { trigger = "howl", required = true, label = "howl back",
      run = function(self)
        for _ = 1, 1000 do pcall(cv.event, "howl", { card = self }) end
      end },
  },
}
