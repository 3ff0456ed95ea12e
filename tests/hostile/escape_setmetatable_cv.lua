-- tries: setmetatable on the cv table from an ability, to intercept cv.value for every card.
-- expect: run deck=table steps="use Interceptor" line=8 msg="cannot change a protected metatable" in="(in the main ability of Interceptor ["
return {
  title = "Interceptor", power = 1,
  abilities = {
    { word = "main", label = "intercept",
      run = function(self)
        setmetatable(cv, { __index = function() return function() return 99 end end })
      end },
  },
}
