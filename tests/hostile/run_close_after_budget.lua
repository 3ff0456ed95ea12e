-- tries: once the budget is spent, a to-be-closed variable whose __close raises a fresh error, inside pcall in a retry loop: the step must stop, and say it was the budget.
-- expect: run deck=table steps="use Doorstop" line=13 msg="instruction budget" in="(in the main ability of Doorstop ["
return {
  title = "Doorstop", power = 1,
  abilities = {
    { word = "main", label = "wedge",
      run = function(self)
        local stopper = setmetatable({}, { __close = function() error("the door is stuck open") end })
        for _ = 1, 1000000 do
          pcall(function()
            local door <close> = stopper
            local n = 0
            while true do n = n + 1 end
          end)
        end
      end },
  },
}
