-- tries: a memory bomb by string doubling (no string.rep), inside pcall so the out-of-memory error might be swallowed.
-- expect: load msg="memory"
local card = { title = "Glutton", power = 1 }
local s = "xxxxxxxxxxxxxxxx"
pcall(function()
  local keep = {}
  for i = 1, 40 do s = s .. s; keep[i] = s end
end)
return card
