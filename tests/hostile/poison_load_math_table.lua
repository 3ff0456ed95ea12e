-- tries: while loading, the math and table libraries (math.floor, table.sort, table.concat, math.random's generator), inside pcall so the card still loads.
-- expect: poison load
local tries = {
  function() math.floor = math.ceil end,
  function() rawset(math, "random", function() return 1 end) end,
  function() table.sort = function() end end,
  function() rawset(table, "concat", function() return "" end) end,
  function() setmetatable(table, { __index = { concat = function() return "" end } }) end,
  function() math.randomseed(1) end,
}
for _, f in ipairs(tries) do pcall(f) end
return { title = "Number Cruncher", power = 1 }
