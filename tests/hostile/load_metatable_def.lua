-- tries: a definition whose abilities table has a metatable with __index supplying a 'run' and a 'word', so the checks read fields that are not there.
-- expect: load msg="may not have a metatable"
local ghost = setmetatable({ label = "ghost" }, { __index = { word = "main", run = function() end } })
return { title = "Ghost", power = 1, abilities = { ghost } }
