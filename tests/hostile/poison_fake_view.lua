-- tries: state kept outside the game behind a table dressed up as one of the kernel's read-only views (a protected metatable, a function as __newindex, no fields of its own), whose __newindex writes to a second table, so a check that trusts views lets the counter through.
-- expect: poison run deck=table steps="use Mimic|use Mimic"
local backing = {}
local store = setmetatable({}, {
  __metatable = false,
  __index = function(_, k) return backing[k] end,
  __newindex = function(_, k, v) backing[k] = v end,
})
return {
  title = "Mimic", power = 1,
  abilities = {
    { word = "main", label = "mimic",
      run = function(self)
        pcall(function() store.count = (store.count or 0) + 1 end)
        rules.gain((store.count or 0) + 1)
      end },
  },
}
