-- tries: a memory bomb by table growth: table.move copies a million slots per instruction, so the tables outgrow the memory cap long before the budget runs out.
-- expect: load msg="memory"
local card = { title = "Hoarder", power = 1 }
local seed, hoard = {}, {}
for i = 1, 1000000 do seed[i] = i end
for i = 1, 1000 do hoard[i] = table.move(seed, 1, #seed, 1, {}) end
card.hoard = #hoard
return card
