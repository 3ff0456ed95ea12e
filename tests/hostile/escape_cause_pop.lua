-- tries: cv.cause_pop (public, undocumented) from an ability, popping the causes the kernel pushed, so its gem is logged as nobody's doing.
-- expect: run deck=table steps="use Cause Thief" line=8 msg="cause" in="(in the main ability of Cause Thief ["
return {
  title = "Cause Thief", power = 1,
  abilities = {
    { word = "main", label = "steal the credit",
      run = function(self)
        for _ = 1, 6 do cv.cause_pop() end
        rules.gain(1)
      end },
  },
}
