-- The card library's names every game shares (docs/scripting.md, The card
-- helper layer): rules.choose_card, and rules.pump with a table for its
-- source and duration; Doomtrooper's Heroic Deed uses both there
-- (tests/doomtrooper/test_pool.lua).

test("Modifiers: rules.pump(c, stat, n, { source =, until = }) lasts until the scope it names (SKIRMISH PHASE(S))", function()
  local g = game{ rules = "halo", position = "tests/halo/positions/same_names.lua" }
  local mobuto = g:id("Sergeant Mobuto")
  local before = g:eval("cv.value(" .. mobuto .. ", 'strength')")
  g:choose("play Test Rally")
  eq(g:eval("cv.value(" .. mobuto .. ", 'strength')"), before + 3, "+3 in the skirmish")
  has(g:log(), "Sergeant Mobuto [" .. mobuto .. "]: strength +3 until the end of the turn")
  ok(g:why("Sergeant Mobuto"):find("Test Rally", 1, true), "why names the source")
end)
