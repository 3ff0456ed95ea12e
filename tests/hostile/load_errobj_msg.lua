-- tries: an error object with a 'msg' field that is itself a table whose __tostring loops, and an __index on the object that loops: the handler must read neither through metamethods.
-- expect: load line=7 msg="not a message"
local obj = setmetatable({ msg = setmetatable({}, { __tostring = function() while true do end end }) }, {
  __index = function() while true do end end,
  __concat = function() while true do end end,
})
error(obj, 2)
return { title = "Message Trap" }
