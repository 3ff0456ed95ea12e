-- Position files name cards by title; two card files with one title make
-- the title ambiguous, and the error says how to name each (the kernel's
-- mini test game, not Halo).

test("a title two card files share is refused as ambiguous, naming both files", function()
  fails(function()
    game{ root = "tests/fixtures", rules = "mini", position = "tests/fixtures/mini_positions/ambiguous.lua" }
  end, "ambiguous.lua:6: players[1].table[1]: 'Echo' is ambiguous: Echo (echo) or Echo (echo_reprint)")
end)

test("a card named by its file is found", function()
  local g = game{ root = "tests/fixtures", rules = "mini", position = "tests/fixtures/mini_positions/by_key.lua" }
  eq(g:query("cv.def(cv.zone('table', 1)[1]).power"), "2", "the reprint")
  eq(g:query("cv.def(cv.zone('table', 1)[2]).power"), "0", "the first Echo")
end)

test("an unknown title also names the card files refused while loading, one of which may be it", function()
  fails(function()
    game{ root = "tests/fixtures", rules = "mini", position = "tests/fixtures/mini_positions/unknown.lua" }
  end, "unknown.lua:7: players[1].table[1]: unknown card 'Bad Load' (nearest: ")
  fails(function()
    game{ root = "tests/fixtures", rules = "mini", position = "tests/fixtures/mini_positions/unknown.lua" }
  end, "card files refused while loading, whose titles are unknown: cards/mini/bad_load.lua:2: undefined global 'undefined_helper'")
end)

test("a position names its ruleset: a test game needs no rules=, as the REPL does not", function()
  local g = game{ root = "tests/fixtures", position = "tests/fixtures/mini_positions/by_key.lua" }
  eq(g:eval("return cv.def(cv.zone('table', 1)[1]).power"), 2, "the mini reprint of Echo")
end)

test("g:go_to(n) puts the game back at answer n, as the REPL's goto", function()
  local g = game{ root = "tests/fixtures", position = "tests/fixtures/mini_positions/helpers.lua" }
  g:choose("ring")
  local after_one = g:hash()
  g:choose("pass")
  g:go_to(1)
  eq(g:answers(), 1)
  eq(g:hash(), after_one)
end)
