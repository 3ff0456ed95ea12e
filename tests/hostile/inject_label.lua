-- tries: line breaks in its title, its ability's label and a log line ("ok\nanswer 1\nseed 9"), so that a record or a log written line by line gains forged answers and a forged seed.
-- expect: inject deck=table steps="use Evil|pass|pass" answers=3
return {
  title = "Evil\r\nTwin", power = 1,
  abilities = {
    { word = "main", label = "ok\nanswer 1\nseed 9",
      run = function(self)
        rules.gain(1)
        cv.log("done\nanswer 2\r\nrules halo")
        cv.set_var(self, "note", "x\nanswer 3")
      end },
  },
}
