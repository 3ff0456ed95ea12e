-- tries: while loading, every way to change the string library other cards use (assignment, rawset, setmetatable, the strings' metatable), each inside pcall so the card still loads; a game in the pool must play as if it never tried.
-- expect: poison load
local tries = {
  function() string.find = function() return 1, 1 end end,
  function() string.format = function() return "FORGED" end end,
  function() rawset(string, "upper", string.lower) end,
  function() setmetatable(string, { __index = function() return string.reverse end }) end,
  function() getmetatable("").__index = { upper = string.lower } end,
  function() getmetatable("").__index.gsub = function(s) return s, 99 end end,
  function() local mt = getmetatable(string) mt.__index.find = nil end,
}
local failed = 0
for _, f in ipairs(tries) do if not pcall(f) then failed = failed + 1 end end
return { title = "String Theory", power = failed }
