-- tries: a definition whose metatable's __pairs raises and whose __len loops, so that whatever walks it (the ruleset's unknown_field, the freezer) fails.
-- expect: load msg="pairs trap"
return setmetatable({ title = "Pairs Trap", power = 1 }, {
  __pairs = function() error("pairs trap") end,
  __len = function() while true do end end,
})
