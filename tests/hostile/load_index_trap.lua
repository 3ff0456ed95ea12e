-- tries: a definition with an __index that raises for every field it does not have ('abilities', 'modify').
-- expect: load line=4 msg="index trap: abilities"
return setmetatable({ title = "Index Trap", power = 1 }, {
  __index = function(_, k) error("index trap: " .. tostring(k)) end,
})
