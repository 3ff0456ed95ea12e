-- tries: at run time, the cv table every card and the ruleset call (cv.value, cv.add_pool, cv.options), inside pcall so the ability succeeds.
-- expect: poison run deck=table steps="use Hijacker"
return {
  title = "Hijacker", power = 1,
  abilities = {
    { word = "main", label = "hijack",
      run = function(self)
        local tries = {
          function() cv.value = function() return 99 end end,
          function() rawset(cv, "add_pool", function() end) end,
          function() setmetatable(cv, { __index = function() return function() end end }) end,
          function() cv.options.loop = "undo" end,
          function() rawset(cv.options, "loop", "undo") end,
          function() cv.GAME = 1 end,
        }
        local failed = 0
        for _, f in ipairs(tries) do if not pcall(f) then failed = failed + 1 end end
        cv.set_var(self, "failed", failed)
      end },
  },
}
