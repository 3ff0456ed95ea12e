#@ rules=mini seed=1
eval setmetatable({}, { __index = function(t, k) return t[k] end }).x
eval getmetatable("").__index
eval tostring(print)
eval cv.set_var(cv.GAME, "x", 1)
expect (function() local ok = pcall(error, setmetatable({}, { __tostring = function() while true do end end })) return not ok end)()
eval string.find(string.rep("a", 5000), ".-.-.-.-.-b")
