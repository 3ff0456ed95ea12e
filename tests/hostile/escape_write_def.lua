-- tries: writing to its own definition at run time (power 9 for every copy, unseen by the hash, the record or undo).
-- expect: run deck=table steps="use Self Made" line=8 msg="card definitions are read-only" in="(in the main ability of Self Made ["
return {
  title = "Self Made", power = 1,
  abilities = {
    { word = "main", label = "remake",
      run = function(self)
        cv.def(self).power = 9
      end },
  },
}
