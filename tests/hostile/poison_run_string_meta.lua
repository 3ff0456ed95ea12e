-- tries: at run time, the metatable of strings and the string library (what ("spark"):upper() and s:gsub() reach in every card), inside pcall so the ability succeeds.
-- expect: poison run deck=table steps="use Puppeteer"
return {
  title = "Puppeteer", power = 1,
  abilities = {
    { word = "main", label = "pull strings",
      run = function(self)
        local tries = {
          function() getmetatable("").__index = { upper = string.lower } end,
          function() local idx = getmetatable("").__index idx.upper = string.lower end,
          function() rawset(("").upper and string or {}, "upper", string.lower) end,
          function() string.gsub = function(s) return s, 0 end end,
          function() setmetatable(string, {}) end,
          function() setmetatable(getmetatable(string) or {}, { __index = { find = function() end } }) end,
        }
        local failed = 0
        for _, f in ipairs(tries) do if not pcall(f) then failed = failed + 1 end end
        cv.set_var(self, "failed", failed)
      end },
  },
}
