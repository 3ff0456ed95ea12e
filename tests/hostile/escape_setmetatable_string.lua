-- tries: setmetatable on the string library while loading, to route every lookup (string.find, s:format) through its own __index.
-- expect: load line=3 msg="cannot change a protected metatable"
setmetatable(string, { __index = function(_, k) return function() return "hijacked" end end })
return { title = "Rerouter", power = 1 }
