-- tries: raises an error object (a table) whose __index and __tostring raise again, so that reporting the error fails.
-- expect: run deck=table steps="use Poison Pill" line=11 msg="not a message" in="(in the main ability of Poison Pill ["
return {
  title = "Poison Pill", power = 1,
  abilities = {
    { word = "main", label = "swallow",
      run = function(self)
        local pill = setmetatable({}, {
          __index = function() error("reading the pill") end,
          __tostring = function() error("printing the pill") end })
        error(pill)
      end },
  },
}
