-- Halo: state checks the kernel runs after every action, trigger and scope
-- (R.settle): a count of wounds or damage that reaches the card's vitality
-- or armour kills or destroys it however it was reached.
local H = dofile(ROOT .. "/tests/halo/common.lua")

local function pos(name, opts)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua",
    options = opts }
end

test("Killed: a character whose vitality drops to his wounds (MJOLNIR transferred away) is killed at once", function()
  local g = pos("rules_vitality_drop")
  local chief = H.find(g, "Master Chief", "company", 1)
  eq(H.num(g, "rules.vitality(" .. chief .. ")"), 5, "4 + MJOLNIR's 1")
  g:choose("transfer MJOLNIR")
  ok(g:over(), "the Hero was killed: the game is over")
  eq(g:result(), "Bob wins: Ann's Hero was killed")
  eq(g:query("(cv.where(" .. chief .. "))"), "dead", "Master Chief is in the dead pile")
  has(g:log(), "rule: Killed")
end)
