-- tries: a runaway loop in an ability's effect, after it gained gems: the gems must not stay, and the loop must stop.
-- expect: run deck=table steps="use Treadmill" line=9 msg="instruction budget" in="(in the main ability of Treadmill ["
return {
  title = "Treadmill", power = 1,
  abilities = {
    { word = "main", label = "run",
      run = function(self)
        rules.gain(5)
        for i = 1, math.maxinteger do cv.set_var(self, "lap", i % 7, "quiet") end
      end },
  },
}
