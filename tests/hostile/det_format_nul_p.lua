-- tries: a format string with an embedded NUL before "%p", hoping a check that stops at the NUL misses the conversion.
-- expect: run deck=table steps="use Null Pointer" line=8 msg="%p is not allowed" in="(in the main ability of Null Pointer ["
return {
  title = "Null Pointer", power = 1,
  abilities = {
    { word = "main", label = "null",
      run = function(self)
        cv.set_var(self, "seen", string.format("\0%p", {}):sub(2))
      end },
  },
}
