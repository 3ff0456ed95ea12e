-- Warzone Eternal: DEPLOYMENT.
local W = dofile(ROOT .. "/tests/warzone/common.lua")

local function three_and_two(extra)
  local t = { phase = "deployment", turn = 1, dice = "5 12",
    ann_reserve = { { "Free Marines Trooper" }, { "Free Marines Trooper" }, { "Free Marines Leader" } },
    bob_reserve = { { "Necromutant Trooper" }, { "Necromutant Trooper" } } }
  for k, v in pairs(extra or {}) do t[k] = v end
  return W.game(t)
end

test("DEPLOYMENT: a D20 roll-off; the lower chooses a Deployment Area, deploys half its units, the opponent all, then the rest; the second player has the Initiative in Turn 1", function()
  local g = three_and_two()
  has(g:log(), "Ann rolls 5: DEPLOYMENT roll-off")
  has(g:log(), "Bob rolls 12: DEPLOYMENT roll-off")
  eq(g:seat(), 1, "Ann rolled lower")
  has(g:options(), "pass the choice to Bob")
  g:choose("choose the Deployment Area North")
  local order = {}
  while g:prompt():find("DEPLOYMENT in") do
    order[#order + 1] = g:seat()
    g:choose_any("deploy")
  end
  eq(table.concat(order, " "), "1 1 2 2 1", "Ann 2 of 3 (half, rounded up), Bob all, Ann the rest")
  for _, name in ipairs({ "Free Marines Trooper [1]", "Free Marines Trooper [2]", "Free Marines Leader [3]" }) do
    local _, y = W.pos(g, name)
    ok(y <= 8000 - 591, name .. " fully within North")
  end
  for _, name in ipairs({ "Necromutant Trooper [4]", "Necromutant Trooper [5]" }) do
    local _, y = W.pos(g, name)
    ok(y >= 28000 + 591, name .. " fully within South")
  end
  eq(W.gvar(g, "initiative"), 2, "Bob, the second player, has the Initiative in Turn 1")
  has(g:log(), "Bob has the Initiative in Turn 1")
  eq(g:seat(), 2)
end)

test("DEPLOYMENT: a player may pass the choice; the other then chooses, deploys first, and the passer has the Initiative in Turn 1 (second_player=other; =chooser: the chooser has it)", function()
  local g = three_and_two()
  g:choose("pass the choice to Bob")
  eq(g:seat(), 2)
  hasnt(g:options(), "pass the choice", "Bob must choose")
  g:choose("choose the Deployment Area South")
  eq(g:seat(), 2, "Bob deploys first")
  while g:prompt():find("DEPLOYMENT in") do g:choose_any("deploy") end
  eq(W.gvar(g, "initiative"), 1)
  g = three_and_two({ options = { second_player = "chooser" } })
  g:choose("choose the Deployment Area North")
  while g:prompt():find("DEPLOYMENT in") do g:choose_any("deploy") end
  eq(W.gvar(g, "initiative"), 1, "with second_player=chooser, Ann, who chose")
end)

test("DEPLOYMENT: a base must be fully within the Deployment Area, and not in base contact with enemies or objectives", function()
  local g = W.game{ phase = "deployment", turn = 1, dice = "5 12",
    areas = { { name = "North", polygon = W.rect(0, 0, 36000, 20000) }, { name = "South", polygon = W.rect(0, 16000, 36000, 36000) } },
    objectives = { { 21378, 4000 } },
    marks = { { name = "inside", at = { 10000, 4000 } }, { name = "edge", at = { 30000, 19800 } },
      { name = "objective", at = { 20000, 4000 } }, { name = "middle", at = { 10000, 18000 } },
      { name = "touching", at = { 10000, 19182 } }, { name = "apart", at = { 12000, 19600 } } },
    ann_reserve = { { "Free Marines Trooper" } }, bob_reserve = { { "Necromutant Trooper" } } }
  g:choose("choose the Deployment Area North")
  local opts = g:options()
  has(opts, "at mark inside")
  has(opts, "at mark middle")
  hasnt(opts, "at mark edge", "partly outside North")
  hasnt(opts, "at mark objective", "in base contact with the objective")
  g:choose("at mark middle")
  opts = g:options()
  hasnt(opts, "at mark touching", "in base contact with Ann's unit")
  has(opts, "at mark apart")
end)
