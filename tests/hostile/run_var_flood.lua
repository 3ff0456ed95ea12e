-- tries: a CPU bomb through variables: millions of distinct keys, each cv.set_var inserting into a sorted list in C (200,000 take 2.4 s and are accepted; the budget allows ten times more, a hundred times the work).
-- expect: run deck=table steps="use Scribbler" line=8 msg="instruction budget" in="(in the main ability of Scribbler ["
return {
  title = "Scribbler", power = 1,
  abilities = {
    { word = "main", label = "scribble",
      run = function(self)
        for i = 1, 100000000 do cv.set_var(self, "k" .. i, i, "quiet") end
      end },
  },
}
