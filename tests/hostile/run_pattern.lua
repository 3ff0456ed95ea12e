-- tries: a backtracking pattern bomb ('a*' twelve times against 5,000 a's with no 'b'): one C call that would run for ages.
-- expect: run deck=table steps="use Tangle" line=8 msg="instruction budget" in="(in the main ability of Tangle ["
return {
  title = "Tangle", power = 1,
  abilities = {
    { word = "main", label = "knot",
      run = function(self)
        local at = string.rep("a", 5000):find(string.rep("a*", 12) .. "b")
        cv.set_var(self, "at", at or 0)
      end },
  },
}
