-- tries: a memory bomb through a decision: a hundred thousand options of 16 KiB each (one Lua string, but copied into C memory per label: 1.6 GB the memory cap does not see).
-- expect: run deck=table steps="use Menu" line=10 msg="instruction budget" in="(in the main ability of Menu ["
return {
  title = "Menu", power = 1,
  abilities = {
    { word = "main", label = "open the menu",
      run = function(self)
        local dish, menu = string.rep("m", 16 << 10), {}
        for i = 1, 100000 do menu[i] = dish end
        cv.choose(cv.owner(self), "what will it be?", menu)
      end },
  },
}
