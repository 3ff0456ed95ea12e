-- tries: creating a global (a card-wide counter) by assigning _ENV.counter from an ability.
-- expect: run deck=table steps="use Counter" line=8 msg="card scripts may not set globals (assigning 'counter')" in="(in the main ability of Counter ["
return {
  title = "Counter", power = 1,
  abilities = {
    { word = "main", label = "count",
      run = function(self)
        _ENV.counter = (rawget(_ENV, "counter") or 0) + 1
      end },
  },
}
