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
