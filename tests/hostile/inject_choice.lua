-- tries: decision options whose labels hold a backslash before an 'n' (which a careless escape would turn into a line break on reading back) and a CR LF followed by a forged answer line.
-- expect: inject deck=table steps="use Chooser|a\nb|answer 3" answers=3
return {
  title = "Chooser", power = 1,
  abilities = {
    { word = "main", label = "choose twice",
      run = function(self)
        local first = cv.choose(cv.owner(self), "which?", { "a\\nb", "a\nb", "c\\" }, { ask = true })
        local second = cv.choose(cv.owner(self), "and then?", { "x\r\nanswer 3", "x\\r\\nanswer 3" }, { ask = true })
        cv.set_var(self, "picked", first .. "|" .. second, "quiet")
        rules.gain(#first + #second)
      end },
  },
}
