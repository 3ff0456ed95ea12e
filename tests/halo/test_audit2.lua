-- Halo: a second audit of the turn sequence, winning and losing,
-- multiplayer moves, allies and healing. Positions are in
-- positions/audit2_*.
local H = dofile(ROOT .. "/tests/halo/common.lua")

local function pos(name, opts)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua",
    options = opts }
end

local function wounds(g, title, zone, seat)
  return H.num(g, "rules.wounds(" .. H.find(g, title, zone or "company", seat or 1) .. ")")
end

test("WINNING THE GAME: at site 9 the Hero wins his skirmish - the game is won when the regroup phase begins", function()
  local g = pos("audit2_win_site9")
  ok(not g:over(), "arriving at site 9 does not win: the skirmishes come first")
  g:choose("pass") -- Master Chief's skirmish action is not needed: 8 beats 7
  ok(H.find(g, "Elite Veteran", "discard", 2) > 0, "the Elite Veteran was killed")
  ok(g:over(), "the game is over")
  eq(g:result(), "Ann wins: the company reached site 9 and the Hero survived")
end)

test("WINNING THE GAME: at site 9 the Hero must survive the fierce skirmish too - killed there, Ann loses", function()
  local g = pos("audit2_fierce_site9")
  g:choose("pass") -- 8 against 10: Master Chief takes his third wound
  ok(not g:over(), "the Hero survived the normal skirmish: no winner yet")
  eq(wounds(g, "Master Chief"), 3, "Master Chief's wounds after the normal skirmish")
  g:choose("done assigning") -- Bob must assign the fierce Zealot to Master Chief
  ok(g:over(), "the game is over")
  eq(g:result(), "Bob wins: Ann's Hero was killed")
end)

test("LOSING THE GAME: a Hero killed at site 9 loses - reaching site 9 is not enough", function()
  local g = pos("audit2_lose_site9")
  -- Master Chief is exhausted, so Ann has no skirmish action: 8 against 10.
  ok(g:over(), "the game is over")
  eq(g:result(), "Bob wins: Ann's Hero was killed")
  ok(H.find(g, "Master Chief", "dead", 1) > 0, "the Hero is in the dead pile")
end)

test("Move limit: four players - the move limit is three (the opponents at the start), still three after one has left", function()
  local g = pos("audit2_move_limit_four")
  eq(H.num(g, "rules.move_limit(1)"), 3, "Ann's move limit")
  ok(g:prompt():find("2 of 3", 1, true), "a third move is offered: " .. g:prompt())
  g:choose("move again")
  eq(H.num(g, "cv.var(cv.player(1), 'site')"), 4, "Ann's company moved to site 4")
  eq(H.num(g, "cv.var(cv.player(1), 'moves')"), 3, "Ann made three moves")
  -- No fourth move: Ann's turn ended, and Bob's limit is three as well.
  has(g:log(), "turn 10: Bob")
  hasnt(g:log(), "3 of 3 moves made")
  eq(g:seat(), 2, "Bob decides")
  ok(g:prompt():find("1 of 3", 1, true), "Bob may move again: " .. g:prompt())
end)

test("Transfer of Artifacts and Possessions: an ally is at his home - at site 6 Master Chief's rifle may pass to Admiral Jeromi", function()
  local g = pos("audit2_transfer_ally_home")
  local jeromi = H.find(g, "Admiral Jeromi", "support", 1)
  eq(H.num(g, "rules.strength(" .. jeromi .. ")"), 6, "Jeromi before")
  g:choose("transfer BR55 Battle Rifle")
  eq(H.num(g, "rules.strength(" .. jeromi .. ")"), 8, "Jeromi bears the rifle: +2")
  eq(H.num(g, "rules.strength(" .. H.find(g, "Master Chief", "company", 1) .. ")"), 8, "Master Chief without it")
  eq(H.num(g, "rules.twilight()"), 1, "the rifle's cost is paid again")
end)

test("Transfer of Artifacts and Possessions: both characters at the same site - at site 5 the rifle may not pass to Admiral Jeromi (home 6)", function()
  local g = pos("audit2_transfer_ally_away")
  has(g:options(), "play ODST Helljumper")
  hasnt(g:options(), "transfer")
end)

test("Healing: a sanctuary heals at most 5 wounds, and only companions - the ally Admiral Jeromi keeps his wound", function()
  local g = pos("audit2_sanctuary")
  eq(g:prompt(), "Sanctuary: heal a companion?")
  hasnt(g:options(), "Admiral Jeromi")
  for _ = 1, 3 do g:choose("heal Master Chief") end
  for _ = 1, 2 do g:choose("heal Sergeant Mobuto") end
  -- Five wounds healed: the company actions follow without another offer.
  has(g:options(), "play ODST Helljumper")
  eq(wounds(g, "Master Chief"), 0, "Master Chief")
  eq(wounds(g, "Sergeant Mobuto"), 0, "Mobuto")
  eq(wounds(g, "Sgt. Johnson"), 1, "Johnson: the sixth wound stays")
  eq(wounds(g, "Admiral Jeromi", "support"), 1, "Jeromi, an ally")
end)

test("How to move: in multiplayer a right arrow names the Shadow player to the right - Carl places site 3, not Bob", function()
  local g = pos("audit2_arrow_right")
  eq(g:query("cv.def(cv.zone('path')[3]).title"), "Alpha Base", "site 3")
  eq(g:query("cv.owner(cv.zone('path')[3])"), "3", "placed by Carl")
  ok(H.find(g, "Metropolis", "adventure", 2) > 0, "Bob keeps his site 3")
end)

test("FIERCE SKIRMISHES: a surviving ally at his home may defend again - Admiral Jeromi takes the fierce Zealot a second time", function()
  local g = pos("audit2_ally_fierce")
  -- Jeromi lost the normal skirmish (6 against 10) and took one wound.
  eq(wounds(g, "Admiral Jeromi", "support"), 1, "Jeromi after the normal skirmish")
  has(g:options(), "assign Admiral Jeromi")
  g:choose("assign Admiral Jeromi")
  eq(wounds(g, "Admiral Jeromi", "support"), 2, "Jeromi lost the fierce skirmish too")
  eq(wounds(g, "Master Chief"), 0, "Master Chief stayed out of it")
end)

test("Killed: an ally killed in a skirmish at his home goes to the dead pile", function()
  local g = pos("audit2_ally_killed")
  ok(H.find(g, "Admiral Jeromi", "dead", 1) > 0, "Jeromi is in Ann's dead pile")
  eq(H.find(g, "Admiral Jeromi", "discard", 1), -1, "not in the discard pile")
  ok(not g:over(), "an ally is not the Hero")
end)
