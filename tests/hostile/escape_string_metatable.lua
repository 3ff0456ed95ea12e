-- tries: the strings' metatable (getmetatable("").__index = ...) from an ability, to change every s:upper() of every card.
-- expect: run deck=table steps="use Stringpuller" line=8 msg="attempt to index a boolean value" in="(in the main ability of Stringpuller ["
return {
  title = "Stringpuller", power = 1,
  abilities = {
    { word = "main", label = "pull",
      run = function(self)
        getmetatable("").__index = { upper = function() return "PULLED" end }
      end },
  },
}
