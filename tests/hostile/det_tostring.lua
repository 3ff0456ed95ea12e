-- tries: tostring of a function, a table and its own (frozen) definition, which Lua shows with addresses, into the state.
-- expect: det deck=table steps="use Namer" want="function table table"
return {
  title = "Namer", power = 1,
  abilities = {
    { word = "main", label = "name",
      run = function(self)
        cv.set_var(self, "seen", tostring(cv.value) .. " " .. tostring({}) .. " " .. tostring(cv.def(self)))
      end },
  },
}
