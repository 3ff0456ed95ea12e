#@ rules=mini seed=1
eval (function() while true do end end)()
eval (function() local t = {} for i = 1, 1e9 do t[i] = string.rep("x", 1000) end end)()
eval pcall(function() while true do end end)
eval string.rep("x", 1 << 30)
eval (function() local function f() return f() + 1 end return f() end)()
eval coroutine.wrap(function() while true do coroutine.yield() end end)()
