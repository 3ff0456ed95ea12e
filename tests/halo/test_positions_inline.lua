-- Positions that say everything (docs/positions.md): a test-only card
-- defined in the position, and an option set by it. The card exists in
-- that game only.

test("Playing events: a test card defined in a position is played like any event (SKIRMISH PHASE(S), Perform skirmish actions)", function()
  local g = game{ rules = "halo", position = "tests/halo/positions/inline_test_card.lua" }
  eq(g:query("cv.options.roaming_penalty"), "4", "the position's option")
  g:choose("assign Sergeant Mobuto")
  g:choose("play Test Pump")
  local mobuto = g:query("cv.find('Sergeant Mobuto')")
  has(g:log(), "Sergeant Mobuto [" .. mobuto .. "]: strength +5 until the end of the skirmish")
  has(g:log(), "strength 10 (Free Peoples) against")
  -- undo and redo rebuild the game with the same test card
  local h = g:hash()
  g:undo(1)
  g:redo(1)
  eq(g:hash(), h, "the same state after undo and redo")
  -- another game of the same pool has no such card
  local other = game{ rules = "halo", seed = 1 }
  fails(function() other:query("cv.card_new('test_pump', 1, 'hand', 1)") end, "unknown card 'test_pump'")
  ok(mobuto ~= nil, "Mobuto found")
end)
