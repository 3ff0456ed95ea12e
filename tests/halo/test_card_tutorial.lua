-- Last Stand (cards/halo/tutorial_last_stand.lua), the card that
-- docs/designing-cards.md builds. Positions: tests/halo/positions/tutorial_*.lua.

local function pos(name)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua" }
end

test("Playing events: Last Stand makes a wounded UNSC companion strength +1 per wound, and he wins the skirmish", function()
  local g = pos("tutorial_last_stand")
  local mobuto = g:id("Sergeant Mobuto")
  eq(g:eval("rules.strength(" .. mobuto .. ")"), 7, "5 + 2 for the rifle")
  g:choose("play Last Stand")
  eq(g:eval("rules.strength(" .. mobuto .. ")"), 9, "+2: two wounds")
  eq(g:eval("rules.twilight()"), 1, "its cost adds 1 twilight")
  eq(g:eval("(cv.where(" .. g:id("Last Stand") .. "))"), "discard", "the event is discarded")
  g:choose("pass")
  has(g:log(), "strength 9 (Free Peoples) against 7 (Shadow): the Free Peoples side wins")
  eq(g:eval("(cv.where(" .. mobuto .. "))"), "company", "Mobuto survives")
end)

test("Playing events: without Last Stand the tie goes to the Shadow side and Mobuto is killed", function()
  local g = pos("tutorial_last_stand")
  local mobuto = g:id("Sergeant Mobuto")
  g:choose("pass")
  has(g:log(), "strength 7 (Free Peoples) against 7 (Shadow)")
  eq(g:eval("(cv.where(" .. mobuto .. "))"), "dead", "Mobuto is killed")
end)

test("Playing events: Last Stand is not offered without a wounded UNSC companion in the skirmish", function()
  local g = pos("tutorial_last_stand_unhurt")
  has(g:options(), "play Hold the Line")
  hasnt(g:options(), "Last Stand")
end)
