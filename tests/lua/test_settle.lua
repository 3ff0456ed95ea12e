-- The ruleset's state check (R.settle, docs/scripting.md) runs after each
-- action and when a scope closes, so a count that reaches its limit is acted
-- on at once, whether a token was added or a bonus expired. Uses the
-- kernel's mini test game: its "burnout" rule discards a card whose heat
-- reaches its endurance.

local function furnaces()
  local g = game{ root = "tests/fixtures", rules = "mini", seed = 1,
    decks = { "tests/fixtures/cards/mini/decks/furnace.deck", "tests/fixtures/cards/mini/decks/b.deck" } }
  g:choose_any("play Furnace")
  return g, tonumber(g:query("return cv.zone('table', 1)[1]"))
end

test("a card whose heat reaches its endurance burns out right after the action", function()
  local g, f = furnaces()
  g:choose_any("Put a heat token")
  g:choose_any("Put a heat token")
  eq(g:query("(cv.where(" .. f .. "))"), "table", "2 heat of 3: still on the table")
  g:choose_any("Put a heat token")
  eq(g:query("(cv.where(" .. f .. "))"), "discard", "3 heat of 3: burnt out")
  has(g:log(), "[rule: burnout] Furnace [" .. f .. "] moves from Ann's table to Ann's discard")
end)

test("a card burns out when a bonus to its endurance expires at the end of the phase", function()
  local g, f = furnaces()
  g:choose_any("Endurance +1")
  for _ = 1, 3 do g:choose_any("Put a heat token") end
  eq(g:query("(cv.where(" .. f .. "))"), "table", "3 heat of 4: still on the table")
  g:choose("pass") -- the main phase ends, and the +1 with it
  eq(g:query("(cv.where(" .. f .. "))"), "discard", "3 heat of 3: burnt out")
end)

-- cv.reaching (docs/scripting.md), the state check's one call: at every
-- decision of whole Halo games, for several pairs of a pool and a stat, it
-- lists what a loop over cv.in_play finds: the cards whose definition
-- prints the first pair's stat that it prints, with at least that stat's
-- value in tokens, in play order.
local REFERENCE = [[
local pairs_ = { ... }
local out = {}
for _, c in ipairs(cv.in_play()) do
  local d = cv.def(c)
  for i = 1, #pairs_, 2 do
    local pool, stat = pairs_[i], pairs_[i + 1]
    if type(d[stat]) == "number" then
      if cv.pool(c, pool) >= cv.value(c, stat) then out[#out + 1] = c end
      break
    end
  end
end
return table.concat(out, ",")
]]

local function reaching_agrees(g, ...)
  local args = {}
  for i, a in ipairs({ ... }) do args[i] = string.format("%q", a) end
  local list = table.concat(args, ", ")
  local want = g:query("local function f(...)\n" .. REFERENCE .. "\nend\nreturn f(" .. list .. ")")
  local got = g:query("return table.concat(cv.reaching(" .. list .. "), ',')")
  eq(got, want, "cv.reaching(" .. list .. ")")
  return want ~= ""
end

test("cv.reaching lists the cards in play whose tokens reach a printed stat, in play order", function()
  local nonempty = 0
  for seed = 1, 3 do
    local g = game{ rules = "halo", seed = seed }
    while not g:over() do
      if reaching_agrees(g, "wounds", "vitality", "damage", "armor") then nonempty = nonempty + 1 end
      -- sites print a shadow number, 0 for the first; characters a cost
      if reaching_agrees(g, "none", "shadow", "wounds", "cost") then nonempty = nonempty + 1 end
      if reaching_agrees(g, "wounds", "strength", "none", "site") then nonempty = nonempty + 1 end
      g:auto(1, seed)
    end
  end
  ok(nonempty > 20, "the lists were not all empty (" .. nonempty .. ")")
end)
