-- tries: replacing a function of the ruleset's library (rules.gain) from an ability, so every card gains ten times more.
-- expect: run deck=table steps="use Legislator" line=9 msg="'rules.gain' is read-only" in="(in the main ability of Legislator ["
return {
  title = "Legislator", power = 1,
  abilities = {
    { word = "main", label = "legislate",
      run = function(self)
        local gain = rules.gain
        rules.gain = function(n) return gain(n * 10) end
      end },
  },
}
