-- tries: setmetatable on the math library from an ability, so math.floor of every card rounds up.
-- expect: run deck=table steps="use Rounder" line=8 msg="cannot change a protected metatable" in="(in the main ability of Rounder ["
return {
  title = "Rounder", power = 1,
  abilities = {
    { word = "main", label = "round",
      run = function(self)
        setmetatable(math, { __index = { floor = math.ceil } })
      end },
  },
}
