-- tries: the other half of Tick's loop (its trigger raises "tick" on "tock"); alone it does nothing, so it loads and a game with it goes on.
-- expect: det deck=table steps="pass"
return {
  title = "Tock", power = 1,
  abilities = {
    { trigger = "tock", required = true, label = "tock",
      run = function(self) cv.event("tick", { card = self }) end },
  },
}
