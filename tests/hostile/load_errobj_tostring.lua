-- tries: raises an error object whose __tostring and __index raise again (and loop), so that reporting the error fails or hangs.
-- expect: load line=7 msg="not a message"
local evil = setmetatable({}, {
  __tostring = function() while true do end end,
  __index = function() error("reading the error object") end,
})
error(evil)
return { title = "Bad News" }
