-- tries: math.random in every form (none, one and two arguments, and 0 for a full 64-bit integer), hoping for Lua's own per-process seeded generator.
-- expect: det deck=table steps="use Gambler" seeds
return {
  title = "Gambler", power = 1,
  abilities = {
    { word = "main", label = "gamble",
      run = function(self)
        local f = math.random()
        local parts = { math.random(6), math.random(10, 1000000000), math.random(0) % 1000003,
          math.floor(f * 1000000) }
        cv.set_var(self, "seen", table.concat(parts, ","))
      end },
  },
}
