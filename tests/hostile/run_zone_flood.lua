-- tries: a CPU bomb the instruction budget does not see: millions of zones, each cv.zone_add searching every zone before it in C (50,000 take 9.5 s, 100,000 take 36 s, the budget allows millions).
-- expect: run deck=table steps="use Sprawl" line=8 msg="instruction budget" in="(in the main ability of Sprawl ["
return {
  title = "Sprawl", power = 1,
  abilities = {
    { word = "main", label = "sprawl",
      run = function(self)
        for i = 1, 100000000 do cv.zone_add("lot " .. i, nil) end
      end },
  },
}
