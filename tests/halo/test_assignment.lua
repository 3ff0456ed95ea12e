-- Halo: ASSIGNMENT PHASE and SKIRMISH PHASE(S), with the rulebook's examples.
local H = dofile(ROOT .. "/tests/halo/common.lua")

-- Bob plays n Elite Veterans and passes; the game reaches Ann's assignment.
local function veterans(g, n)
  H.to_shadow_phase(g)
  for _ = 1, n do g:choose_any("play Elite Veteran") end
  -- With twilight left Bob passes; with none he has no option and is not asked.
  if g:seat() == 2 then g:choose("pass") end
end

test("ASSIGNMENT PHASE: defender +1 - Mobuto takes both Elite Veterans, Master Chief unharmed", function()
  local g = H.mobuto_game()
  veterans(g, 2)
  local chief = H.find(g, "Master Chief", "company", 1)
  local mobuto = H.find(g, "Sergeant Mobuto", "company", 1)
  -- Mobuto can be assigned to a second minion: defender +1.
  g:choose_any("assign Sergeant Mobuto [" .. mobuto .. "] to Elite Veteran")
  has(g:options(), "assign Sergeant Mobuto [" .. mobuto .. "] to Elite Veteran", "a second assignment")
  g:choose_any("assign Sergeant Mobuto [" .. mobuto .. "] to Elite Veteran")
  -- 5 against 14: overwhelmed at double strength, Mobuto is killed.
  eq(H.num(g, "rules.wounds(" .. chief .. ")"), 0, "Master Chief's wounds")
  eq(g:query("return (cv.where(" .. chief .. "))"), "company", "Master Chief stays in the company")
  eq(g:query("return (cv.where(" .. mobuto .. "))"), "dead", "Mobuto goes to the dead pile")
  has(g:log(), "strength 5 (Free Peoples) against 14 (Shadow): the Shadow side wins, overwhelming")
end)

test("ASSIGNMENT PHASE, Assign defenders; Wounds: one Elite Veteran - assigning Mobuto protects Master Chief", function()
  local g = H.mobuto_game()
  veterans(g, 1)
  local chief = H.find(g, "Master Chief", "company", 1)
  local mobuto = H.find(g, "Sergeant Mobuto", "company", 1)
  -- One-on-one: after Mobuto takes it, Master Chief cannot be assigned too.
  g:choose_any("assign Sergeant Mobuto [" .. mobuto .. "]")
  -- 5 against 7: the Shadow side wins; one wound, not overwhelmed (14 > 7).
  eq(H.num(g, "rules.wounds(" .. mobuto .. ")"), 1, "Mobuto's wounds")
  eq(H.num(g, "rules.wounds(" .. chief .. ")"), 0, "Master Chief's wounds")
end)

test("ASSIGNMENT PHASE, Assign defenders: Shadow assigns leftover minions, even to assigned companions", function()
  local g = H.mobuto_game()
  veterans(g, 2)
  local mobuto = H.find(g, "Sergeant Mobuto", "company", 1)
  g:choose_any("assign Sergeant Mobuto [" .. mobuto .. "]")
  g:choose("done assigning")
  -- Bob must assign the leftover Veteran: Master Chief or Mobuto again.
  eq(g:seat(), 2, "Bob assigns")
  local opts = g:options()
  has(opts, "Master Chief")
  has(opts, "Sergeant Mobuto")
end)

test("SKIRMISH PHASE(S), SKIRMISH PHASE OUTLINE: the Free Peoples player orders the skirmishes; damage +1 adds a wound", function()
  local g = H.mobuto_game()
  veterans(g, 2)
  local chief = H.find(g, "Master Chief", "company", 1)
  local mobuto = H.find(g, "Sergeant Mobuto", "company", 1)
  g:choose_any("assign Master Chief [" .. chief .. "] to Elite Veteran")
  g:choose_any("assign Sergeant Mobuto [" .. mobuto .. "] to Elite Veteran")
  -- Two skirmishes: Ann picks the order.
  eq(g:prompt(), "Choose the next skirmish")
  g:choose("Master Chief")
  -- Master Chief may exert for strength +2 (a Skirmish special ability).
  has(g:options(), "use Master Chief")
  g:choose("use Master Chief")
  eq(H.num(g, "rules.strength(" .. chief .. ")"), 10, "strength 8 +2")
  g:choose("pass")
  -- 10 against 7: Master Chief wins; damage +1 gives 2 wounds: the Veteran
  -- (vitality 2) is killed.
  has(g:log(), "strength 10 (Free Peoples) against 7 (Shadow): the Free Peoples side wins")
  eq(H.num(g, "#cv.zone('discard', 2)"), 1, "the Veteran in Bob's discard pile")
  -- The +2 lasted for that skirmish only.
  eq(H.num(g, "rules.strength(" .. chief .. ")"), 8, "strength after the skirmish")
end)

test("ASSIGNMENT PHASE: the defender +1 example from a position file", function()
  local g = game{ rules = "halo", position = "tests/halo/positions/mobuto_two_veterans.lua" }
  eq(g:prompt(), "Assign defenders")
  g:choose("assign Sergeant Mobuto [6] to Elite Veteran [9]")
  g:choose("assign Sergeant Mobuto [6] to Elite Veteran [10]")
  eq(g:query("rules.wounds(5)"), "0", "Master Chief's wounds")
  eq(g:query("(cv.where(6))"), "dead", "Mobuto, overwhelmed by 14 against 5")
end)

test("ASSIGNMENT PHASE, Assign defenders: four Elite Veterans - Mobuto defends two, Master Chief one, Bob assigns the last to Master Chief", function()
  local g = game{ rules = "halo", position = "tests/halo/positions/mobuto_four_veterans.lua" }
  g:choose("assign Sergeant Mobuto [6] to Elite Veteran [9]")
  g:choose("assign Sergeant Mobuto [6] to Elite Veteran [10]")
  -- defender +1 is used up: Mobuto is offered no third Veteran
  hasnt(g:options(), "assign Sergeant Mobuto")
  g:choose("assign Master Chief [5] to Elite Veteran [11]")
  -- Ann has nothing left to assign: the leftover Veteran is Bob's to assign,
  -- to any companion, even one already assigned
  eq(g:seat(), 2, "Bob assigns the leftover")
  eq(g:prompt(), "Assign Elite Veteran [12] to a companion")
  has(g:options(), "Sergeant Mobuto [6]")
  g:choose("Master Chief [5]")
  g:choose("Master Chief [5]") -- Ann orders the skirmishes
  g:choose("pass")
  has(g:log(), "skirmish: Master Chief [5] against Elite Veteran [11], Elite Veteran [12]")
  has(g:log(), "strength 8 (Free Peoples) against 14 (Shadow): the Shadow side wins")
  eq(g:query("rules.wounds(5)"), "1", "Master Chief: one wound, not overwhelmed (14 < 16)")
  eq(g:query("(cv.where(5))"), "company", "the Hero survives")
  eq(g:query("(cv.where(6))"), "dead", "Mobuto, overwhelmed by 14 against 5")
end)

test("positions: a misspelled title names the file and the nearest titles", function()
  fails(function() game{ rules = "halo", position = "tests/halo/positions/bad_title.lua" } end,
    "bad_title.lua:5: players[1].company[2]: unknown card 'Sargeant Mobuto' (nearest: 'Sergeant Mobuto'")
end)

test("positions: a misspelled zone or field is refused with file:line and the nearest names, not ignored", function()
  fails(function() game{ rules = "halo", position = "tests/halo/positions/bad_field.lua" } end,
    "bad_field.lua:5: players[1]: unknown field 'hnd' (nearest: 'hand'")
end)

test("positions: an unknown phase and a negative count are refused with file:line and what was expected", function()
  fails(function() game{ rules = "halo", position = "tests/halo/positions/bad_phase.lua" } end,
    "bad_phase.lua:4: phase: 'regrup' is not a phase of halo (company, shadow, maneuver")
  fails(function() game{ rules = "halo", position = "tests/halo/positions/bad_count.lua" } end,
    "bad_count.lua:6: players[1].company[1]: wounds: a count of 0 or more expected, got -3")
end)

test("positions: a Halo position with one player is refused, naming the player count", function()
  fails(function() game{ rules = "halo", position = "tests/halo/positions/bad_one_player.lua" } end,
    "players: Halo is for 2 to 5 players, this position has 1")
end)
