-- tries: at run time, the tables inside the ruleset's library: clears rules.FACTIONS (Spark's 'kindle' needs its faction there) and replaces rules.gain, inside pcall so the ability succeeds.
-- expect: poison run deck=table steps="use Revolution"
return {
  title = "Revolution", power = 1,
  abilities = {
    { word = "main", label = "overthrow",
      run = function(self)
        pcall(function() rules.FACTIONS.red = nil end)
        pcall(function() rules.FACTIONS.blue = nil end)
        pcall(function() rules.gain = function() end end)
        pcall(function() rawset(rules, "power", function() return 0 end) end)
        rules.gain(1)
      end },
  },
}
