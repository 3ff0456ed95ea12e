-- tries: next, which walks a table in the order of Lua's (per-process) string hashing, while loading.
-- expect: load line=3 msg="undefined global 'next'"
local first = next({ alpha = 1, beta = 2, gamma = 3 })
return { title = "First Key", power = 1, text = first }
