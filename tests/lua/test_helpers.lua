-- The card helper layer (docs/scripting.md, Abilities: target, cost, once):
-- what an ability targets, what it costs and how often it may be used,
-- declared as data, decide whether it is offered, and the kernel chooses
-- and pays. On the kernel's mini test game (its R.costs: gems, heat).

local function at(name)
  return game{ root = "tests/fixtures", rules = "mini", position = "tests/fixtures/mini_positions/" .. name .. ".lua" }
end

local function options(g) return table.concat(g:options(), "\n") end

-- Bob passes until Ann is asked.
local function to_ann(g)
  while not g:over() and g:seat() ~= 1 do g:choose("pass") end
end

test("target: the choice offers exactly the cards the filter keeps, and the effect gets the one chosen", function()
  local g = at("helpers")
  g:choose("zap")
  eq(g:prompt(), "Zap: which Spark?")
  local a, b = g:eval("cv.zone('table', 1)[5]"), g:eval("cv.zone('table', 1)[6]")
  eq(options(g), "Spark [" .. a .. "]\nSpark [" .. b .. "]", "Ann's two Sparks, not Bob's, nor the Zap")
  g:choose("Spark [" .. b .. "]")
  eq(g:eval("cv.value(" .. b .. ", 'power')"), 3, "the chosen Spark: 1 + 2")
  eq(g:eval("cv.value(" .. a .. ", 'power')"), 1, "the other Spark is untouched")
end)

test("target: a ruleset that runs an ability with ctx.target set names the target; nothing is asked", function()
  local g = at("helpers")
  local b = g:eval("cv.zone('table', 1)[6]")
  g:choose("relay")
  eq(g:eval("cv.value(" .. b .. ", 'power')"), 3, "Zap's +2 on the Spark named")
  hasnt(table.concat(g:log(), "\n"), "nothing left to target")
end)

test("target: an ability with nothing to target is not offered", function()
  local g = at("helpers_none")
  hasnt(options(g), "zap")
end)

test("cost: paid before the effect, by name in order (gems, then heat on the card itself)", function()
  local g = at("helpers")
  g:choose("forge")
  eq(g:eval("cv.pool(cv.GAME, 'gems')"), 1, "3 gems - 2")
  eq(g:eval("cv.pool(cv.find('Forge'), 'heat')"), 1, "a heat token on the Forge")
  eq(g:eval("cv.pool(cv.player(1), 'points')"), 1, "then the effect")
  local log = table.concat(g:log(), "\n")
  local gems, heat, point = log:find("gems: 3 %-> 1"), log:find("heat: 0 %-> 1"), log:find("points: 0 %-> 1")
  ok(gems and heat and point and gems < heat and heat < point, "gems, heat, then the point:\n" .. log)
end)

test("cost: an ability whose cost cannot be paid is not offered", function()
  local g = at("helpers")
  g:choose("use Spark [5]") -- 1 gem: 3 - 1 = 2 left, Forge can still pay
  to_ann(g)
  has(options(g), "forge")
  g:choose("use Spark [6]") -- 1 gem left: Forge cannot pay its 2
  to_ann(g)
  hasnt(options(g), "forge")
end)

test("once: a once-a-turn ability is offered once a turn, and again the next turn (Bob's, where Ann may act too)", function()
  local g = at("helpers")
  g:choose("ring")
  to_ann(g)
  hasnt(options(g), "ring", "used this turn")
  local steps = 0
  while not g:over() and steps < 40 and not options(g):find("ring", 1, true) do
    g:choose("pass")
    steps = steps + 1
  end
  eq(g:eval("cv.var(cv.GAME, 'turn')"), 2, "the next turn")
  has(options(g), "ring", "offered again")
end)

test("cost named 'target': paid on the card chosen, among those that can pay it", function()
  local g = at("helpers")
  g:choose("drill")
  eq(g:prompt(), "Drill: which card?")
  local f1, f2 = g:eval("cv.zone('table', 2)[2]"), g:eval("cv.zone('table', 2)[3]")
  eq(options(g), "Furnace [" .. f1 .. "]\nFurnace [" .. f2 .. "]", "Bob's Furnaces")
  g:choose("Furnace [" .. f2 .. "]")
  eq(g:eval("cv.pool(" .. f2 .. ", 'heat')"), 1, "the heat went on the target")
  eq(g:eval("cv.pool(" .. f1 .. ", 'heat')"), 0, "not on the other")
  eq(g:eval("cv.pool(cv.player(1), 'points')"), 1, "the effect")
end)

test("an effect whose target is gone once the costs are paid does nothing, and the log says so", function()
  local g = at("helpers")
  g:choose("sacrifice")
  eq(g:eval("cv.where(cv.find('Sacrifice'))"), "discard", "its pay moved it")
  eq(g:eval("cv.pool(cv.player(1), 'points')"), 0, "no effect")
  has(g:log(), "Sacrifice [4]: nothing left to target")
end)

test("a cost the ruleset does not declare is refused when the card loads, with the nearest name", function()
  fails(function() at("helpers_bad") end, "helpers_bad.lua:7: cards.test_bad: ability 1: unknown cost 'gem' (nearest: 'gems'")
end)
