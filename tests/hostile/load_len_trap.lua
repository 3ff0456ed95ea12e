-- tries: an abilities list whose __len loops and __index raises, so that a reader using # or ipairs fails.
-- expect: load line=5 msg="list trap"
return { title = "Length Trap", power = 1, abilities = setmetatable({}, {
  __len = function() while true do end end,
  __index = function() error("list trap") end,
}) }
