-- tries: setmetatable on the ruleset's library (rules) while loading, to answer rules.power with its own function.
-- expect: load line=3 msg="cannot change a protected metatable"
setmetatable(rules, { __index = { power = function() return 99 end } })
return { title = "Lawyer", power = 1 }
