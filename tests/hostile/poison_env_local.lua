-- tries: state kept outside the game in a table of its own made the file's environment (local _ENV = {...}), so a plain global assignment inside the ability writes there and no upvalue is ever assigned.
-- expect: run deck=table steps="use Hermit" line=10 msg="_ENV.visits" in="(in the main ability of Hermit ["
local gain = rules.gain
local _ENV = { visits = 0 }
return {
  title = "Hermit", power = 1,
  abilities = {
    { word = "main", label = "visit",
      run = function(self)
        visits = visits + 1
        gain(visits)
      end },
  },
}
