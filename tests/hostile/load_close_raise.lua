-- tries: once the budget is spent, a to-be-closed variable whose __close raises a fresh error inside pcall, hoping the new error restarts the count and the retry loop runs on.
-- expect: load line=9 msg="instruction budget"
local card = { title = "Closer", power = 1 }
local closer = setmetatable({}, { __close = function() error("closing: a brand new error") end })
for _ = 1, 1000000 do
  pcall(function()
    local guard <close> = closer
    local n = 0
    while true do n = n + 1 end
  end)
end
return card
