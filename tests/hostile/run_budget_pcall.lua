-- tries: a runaway loop inside pcall, retried: pcall must not catch the spent budget, nor let the retry loop go on.
-- expect: run deck=table steps="use Phoenix" line=10 msg="instruction budget" in="(in the main ability of Phoenix ["
return {
  title = "Phoenix", power = 1,
  abilities = {
    { word = "main", label = "rise",
      run = function(self)
        local deaths = 0
        while true do
          local ok = pcall(function() while true do deaths = deaths + 1 end end)
          if not ok then rules.gain(1) end
        end
      end },
  },
}
