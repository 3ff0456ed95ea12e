-- tries: math.random while the file loads (no game, so no game seed) to print a random power, and Lua's string hashing through the order of a table built while loading.
-- expect: det deck=table steps="use Dice Born"
local power = math.random(1, 1000)
return {
  title = "Dice Born", power = power,
  abilities = {
    { word = "main", label = "show",
      run = function(self) cv.set_var(self, "seen", cv.def(self).power) end },
  },
}
