-- tries: unbounded recursion while loading (a C stack overflow or Lua's own stack limit).
-- expect: load line=4 msg="stack overflow"
local card = { title = "Ouroboros", power = 1 }
local function dive(n) return 1 + dive(n + 1) end
dive(1)
return card
