-- tries: a runaway loop while the file loads, the loop variable kept busy so no optimiser could drop it.
-- expect: load line=5 msg="instruction budget"
local card = { title = "Forever", power = 1 }
local n = 0
while n >= 0 do n = (n + 1) % 1000 end
return card
