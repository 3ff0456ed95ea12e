-- tries: the wall clock (os.time, then os.clock) to seed its own choices.
-- expect: run deck=table steps="use Clockwork" line=8 msg="undefined global 'os'" in="(in the main ability of Clockwork ["
return {
  title = "Clockwork", power = 1,
  abilities = {
    { word = "main", label = "tick",
      run = function(self)
        local t = os.time() + os.clock()
        cv.set_var(self, "seen", t % 6 + 1)
      end },
  },
}
