-- Failure is local: a broken card script is refused with its file and line,
-- and the game goes on from its last good state (ARCHITECTURE.md, "Failure
-- is local"). Uses the kernel's mini test game, not Halo.

local function broken(seed)
  return game{ root = "tests/fixtures", rules = "mini", seed = seed or 1,
    decks = { "tests/fixtures/cards/mini/decks/broken.deck", "tests/fixtures/cards/mini/decks/broken.deck" } }
end

-- Plays cards from hand until the option 'want' is offered.
local function reach(g, want)
  for _ = 1, 40 do
    for _, o in ipairs(g:options()) do
      if o:find(want, 1, true) then return end
    end
    local played = false
    for i, o in ipairs(g:options()) do
      if o:find("^play ") then g:answer(i); played = true; break end
    end
    if not played then g:choose("pass") end
  end
  error("never offered: " .. want)
end

test("a card file reading an undefined global is refused with file:line; the game runs", function()
  local g = broken()
  has(g:warnings(), "cards/mini/bad_load.lua:2: undefined global 'undefined_helper'")
  has(g:warnings(), "skipping 1 x 'bad_load'")
  ok(#g:options() > 0, "the game has a decision")
end)

test("a card ability calling os.execute is refused, undone, and the game goes on", function()
  local g = broken(3)
  reach(g, "use Bad Run")
  local before, gems = g:hash(), g:query("cv.pool(cv.GAME, 'gems')")
  local i
  for k, o in ipairs(g:options()) do if o:find("use Bad Run", 1, true) then i = k end end
  local err = g:try(i)
  ok(err, "the answer fails")
  ok(err:find("cards/mini/bad_run.lua:8: undefined global 'os'", 1, true), "file and line: " .. err)
  ok(err:find("main ability of Bad Run", 1, true), "timing word and card: " .. err)
  eq(g:hash(), before, "hash after the failure")
  eq(g:query("cv.pool(cv.GAME, 'gems')"), gems, "the gem the ability added is undone")
  g:choose("pass") -- the game goes on
  ok(g:seat() ~= nil or g:over(), "another decision")
end)

test("a runaway card stops at the instruction budget, even through pcall", function()
  local g = broken(3)
  reach(g, "use Loop")
  local before = g:hash()
  local i
  for k, o in ipairs(g:options()) do if o:find("use Loop", 1, true) then i = k end end
  local err = g:try(i)
  ok(err and err:find("instruction budget", 1, true), "budget: " .. tostring(err))
  ok(err:find("cards/mini/loop.lua", 1, true), "names the file: " .. err)
  eq(g:hash(), before, "hash after the failure")
end)

test("a card ability writing to a card definition is refused with file:line, undone, and the game goes on", function()
  local g = broken(3)
  reach(g, "use Cheat")
  local before = g:hash()
  local i
  for k, o in ipairs(g:options()) do if o:find("use Cheat", 1, true) and not o:find("bypassing", 1, true) then i = k end end
  local err = g:try(i)
  ok(err, "the answer fails")
  ok(err:find("cards/mini/cheat.lua:9: cheat.power: card definitions are read-only", 1, true), "file, line and field: " .. err)
  eq(g:hash(), before, "hash after the failure")
  eq(g:query("cv.def_of('cheat').power"), "0", "the definition is unchanged")
  g:choose("pass")
  ok(g:seat() ~= nil or g:over(), "another decision")
end)

test("rawset does not get round a frozen card definition", function()
  local g = broken(3)
  reach(g, "use Cheat")
  local before = g:hash()
  local i
  for k, o in ipairs(g:options()) do if o:find("bypassing", 1, true) then i = k end end
  local err = g:try(i)
  ok(err and err:find("cards/mini/cheat.lua:14: rawset: this table is read-only", 1, true), "file and line: " .. tostring(err))
  eq(g:hash(), before, "hash after the failure")
  eq(g:query("cv.def_of('cheat').power"), "0", "the definition is unchanged")
end)
