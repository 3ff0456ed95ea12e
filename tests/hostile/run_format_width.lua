-- tries: string.format with a huge field width ('%99999d'), hoping for a buffer of that size.
-- expect: run deck=table steps="use Wide Load" line=8 msg="invalid conversion" in="(in the main ability of Wide Load ["
return {
  title = "Wide Load", power = 1,
  abilities = {
    { word = "main", label = "widen",
      run = function(self)
        local s = string.format("%99999d", 1)
        cv.set_var(self, "len", #s)
      end },
  },
}
