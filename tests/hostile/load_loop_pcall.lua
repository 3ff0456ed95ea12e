-- tries: a runaway loop inside pcall, retried for ever: pcall must not swallow the spent budget.
-- expect: load line=5 msg="instruction budget"
local card = { title = "Stubborn Loader", power = 1 }
local tries = 0
repeat tries = tries + 1 until pcall(function() while true do end end) and tries < 0
return card
