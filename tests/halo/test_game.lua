-- Halo: whole games, determinism, and failure that loses nothing.
local H = dofile(ROOT .. "/tests/halo/common.lua")

test("WINNING THE GAME: the default decks play to an end from a fixed seed", function()
  local g = game{ rules = "halo", seed = 5 }
  local n = g:auto(5000, 5)
  ok(g:over(), "the game is over after " .. n .. " decisions")
  ok(g:result():find("wins"), "a player wins: " .. tostring(g:result()))
end)

test("INTRODUCTION; WINNING THE GAME: every seed from 1 to 30 ends with a winner, by site 9 or a Hero's death", function()
  local by = {}
  for seed = 1, 30 do
    local g = game{ rules = "halo", seed = seed }
    g:auto(5000, seed)
    ok(g:over(), "seed " .. seed .. " ends")
    local r = g:result()
    if r:find("site 9") then by.site9 = true elseif r:find("Hero was killed") then by.hero = true
    else error("seed " .. seed .. ": unexpected result " .. r) end
  end
  ok(by.site9 and by.hero, "both ways of winning happen")
end)

test("determinism: the same seed and answers give the same hash and log", function()
  local a = game{ rules = "halo", seed = 11 }
  local b = game{ rules = "halo", seed = 11 }
  a:auto(60, 3)
  b:auto(60, 3)
  eq(a:hash(), b:hash(), "hash")
  eq(table.concat(a:log(), "\n"), table.concat(b:log(), "\n"), "log")
  local c = game{ rules = "halo", seed = 12 }
  c:auto(60, 3)
  ok(c:hash() ~= a:hash(), "another seed differs")
end)

test("an illegal answer is refused and changes nothing", function()
  local g = H.mobuto_game()
  local h = g:hash()
  local err = g:try(99)
  ok(err and err:find("not one of"), "refused: " .. tostring(err))
  eq(g:hash(), h, "hash unchanged")
end)

test("a query may not change the game", function()
  local g = H.mobuto_game()
  local h = g:hash()
  fails(function() g:query("rules.add_twilight(3)") end, "may not change the game")
  eq(g:hash(), h, "hash unchanged")
end)
