-- tries: ("%5p"):format(f), the pointer conversion reached through a string's methods with a width, to log an address.
-- expect: run deck=table steps="use Pointer" line=8 msg="%p is not allowed" in="(in the main ability of Pointer ["
return {
  title = "Pointer", power = 1,
  abilities = {
    { word = "main", label = "point",
      run = function(self)
        cv.set_var(self, "seen", ("%5p"):format(string.len))
      end },
  },
}
