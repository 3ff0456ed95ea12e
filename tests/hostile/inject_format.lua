-- tries: printf conversions in its title and label ("%s%n%x"), for any C code that would pass them as a format string (a crash or a leaked stack), and a forged "[id]" in its title.
-- expect: det deck=table steps="use %s%n%x|pass" want="%s%n%x%% [1] [1]"
return {
  title = "%s%n%x%% [1]", power = 1,
  abilities = {
    { word = "main", label = "%n%n%n%s%s%s",
      run = function(self)
        cv.log("%s", cv.name(self) .. " %n%s")
        cv.set_var(self, "seen", cv.name(self))
        rules.gain(1)
      end },
  },
}
