-- tries: string.rep asked for a gigabyte (with a separator, so the size is computed differently).
-- expect: run deck=table steps="use Echo Chamber" line=8 msg="string.rep: a result of" in="(in the main ability of Echo Chamber ["
return {
  title = "Echo Chamber", power = 1,
  abilities = {
    { word = "main", label = "shout",
      run = function(self)
        local s = ("echo"):rep(1e9 // 1, ", ")
        cv.set_var(self, "len", #s)
      end },
  },
}
