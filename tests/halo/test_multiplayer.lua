-- Halo: the multiplayer pass (issue 13). Every rule that speaks of "each
-- player", "the Free Peoples player" or "the Shadow players" is played with
-- three, four and five players: from seeded games of the default decks
-- (checked line by line in the log) and from positions
-- (tests/halo/positions/mp*.lua). Seats run clockwise: the player on your
-- right is the seat before yours. The five decks are the four defaults and
-- tests/halo/decks/eve.deck.
local H = dofile(ROOT .. "/tests/halo/common.lua")

local D = "cards/halo/decks/"
local DECKS = { D .. "unsc.deck", D .. "covenant.deck", D .. "flood.deck", D .. "sentinel.deck",
  "tests/halo/decks/eve.deck" }
local NAMES = { Ann = 1, Bob = 2, Cal = 3, Carl = 3, Dee = 4, Eve = 5 } -- Carl in positions

-- A game of the first n default decks.
local function new_game(n, seed, opts)
  local decks = {}
  for i = 1, n do decks[i] = DECKS[i] end
  return game{ rules = "halo", seed = seed, options = opts or { "deck_rules=tournament" }, decks = decks }
end

local function pos(name, opts)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua", options = opts }
end

local function wounds(g, c) return H.num(g, "rules.wounds(" .. c .. ")") end
local function where(g, c) return g:query("local z, s = cv.where(" .. c .. ") return z .. ' ' .. tostring(s)") end
local function count(g, zone, seat) return H.num(g, "#cv.zone('" .. zone .. "', " .. seat .. ")") end

-- The next seat from 'seat' going 'step' (1 clockwise, -1 counter-clockwise)
-- among n seats, skipping the seats in 'skip'.
local function next_seat(seat, step, n, skip)
  local s = seat
  for _ = 1, n do
    s = (s - 1 + step) % n + 1
    if not skip[s] then return s end
  end
  return seat
end

-- ---- GAME SETUP PROCEDURE -------------------------------------------------------------------

test("GAME SETUP PROCEDURE: with 3, 4 and 5 players each player, in player order from the first, plays a starting company and draws eight", function()
  -- "Each player plays his or her starting company"; "Select and reveal
  -- starting companies in player order"; "Each player draws eight cards".
  for n = 3, 5 do
    local g = new_game(n, 1, { "deck_rules=tournament", "first_player=2" })
    local seat = 2
    for _ = 1, n do
      eq(g:seat(), seat, n .. " players: the starting company of seat " .. seat)
      ok(g:prompt():find("Starting company", 1, true), n .. " players: " .. g:prompt())
      g:choose("done")
      seat = seat % n + 1
    end
    for s = 1, n do
      eq(count(g, "hand", s), 8, n .. " players: seat " .. s .. " drew eight")
      eq(H.num(g, "cv.var(cv.player(" .. s .. "), 'site')"), 1, n .. " players: seat " .. s .. " at site 1")
      ok(H.num(g, "cv.var(cv.player(" .. s .. "), 'hero')") > 0, n .. " players: seat " .. s .. " has a Hero")
    end
    eq(H.num(g, "cv.owner(cv.zone('path')[1])"), 2, n .. " players: the first player played site 1")
  end
end)

-- ---- PLAYING THE GAME; SHADOW PHASE(S); Move limit: whole games ----------------------------

test("PLAYING THE GAME; SHADOW PHASE(S); Move limit; Reset the twilight pool: with 3, 4 and 5 players turns go clockwise, each other player has one Shadow phase from the right, moves stay within the limit, the pool is reset, Shadow cards go to their player's own minions and support area", function()
  -- "Each player, going clockwise around the table, takes a turn"; "Each
  -- other player in the game, starting with the player immediately to your
  -- right, has one Shadow phase"; "your move limit is equal to the number
  -- of your opponents when the game begins"; "your company must move once";
  -- "Free Peoples player resets the twilight pool"; "A Shadow player may
  -- not play a Shadow condition, possession, or artifact on another Shadow
  -- player's minion or to another player's support area".
  for n = 3, 5 do
    for _, seed in ipairs({ 1, 2 }) do
      local g = new_game(n, seed)
      g:auto(3000, seed)
      local what = n .. " players, seed " .. seed
      local out, fp, turns, rounds = {}, nil, 0, 0
      local expect, seen, moves = nil, 0, 0
      local pool, reset_due = 0, false
      local function close_turn()
        if fp then
          ok(moves >= 1 or out[fp], what .. ": turn " .. turns .. " moved at least once")
          ok(moves <= n - 1, what .. ": turn " .. turns .. ": " .. moves .. " moves, limit " .. (n - 1))
        end
      end
      for _, l in ipairs(g:log()) do
        local left = l:match("%] (%a+)'s Hero was killed: %a+ leaves the game$")
        if left then out[NAMES[left]] = true end
        local t, who = l:match("%] turn (%d+): (%a+)$")
        if t then
          close_turn()
          local seat = NAMES[who]
          if fp then eq(seat, next_seat(fp, 1, n, out), what .. ": turn " .. t .. " passes to the left") end
          fp, turns, moves = seat, turns + 1, 0
        end
        if l:find("company moves to site", 1, true) then moves = moves + 1 end
        local from, to = l:match("%] the game's twilight: (%d+) %-> (%d+)$")
        if from then
          if reset_due then eq(tonumber(to), 0, what .. ": turn " .. turns .. ": the pool is reset first") end
          reset_due, pool = false, tonumber(to)
        end
        if l:find("] Company phase begins", 1, true) then reset_due = pool > 0 end
        local giver, taker, zone = l:match("moves from (%a+)'s hand to (%a+)'s (%a+)$")
        if giver and (zone == "shadow" or zone == "support") then
          eq(taker, giver, what .. ": " .. l)
        end
        if l:find("] Shadow phase begins", 1, true) then
          expect, seen = next_seat(fp, -1, n, out), 0
        end
        local sh = l:match("%] (%a+)'s Shadow actions$")
        if sh then
          local skip = { [fp] = true }
          for s in pairs(out) do skip[s] = true end
          eq(NAMES[sh], expect, what .. ": turn " .. turns .. ": Shadow phase order")
          expect, seen = next_seat(NAMES[sh], -1, n, skip), seen + 1
        end
        if expect and (l:find("] Maneuver phase begins", 1, true) or l:find("no minions in play", 1, true)) then
          local players = n
          for _ in pairs(out) do players = players - 1 end
          eq(seen, players - 1, what .. ": turn " .. turns .. ": one Shadow phase per Shadow player")
          rounds, expect = rounds + 1, nil
        end
      end
      ok(turns >= n and rounds >= n, what .. ": " .. turns .. " turns, " .. rounds .. " Shadow rounds checked")
    end
  end
end)

test("Move limit: with 3, 4 and 5 players the move limit is the number of opponents at the start: 2, 3, 4", function()
  for n = 3, 5 do
    local g = new_game(n, 1)
    for s = 1, n do
      eq(H.num(g, "rules.move_limit(" .. s .. ")"), n - 1, n .. " players: seat " .. s)
    end
  end
end)

-- ---- The action procedure (MANEUVER PHASE: Perform maneuver actions) ----------------------

-- The seats asked in turn while each passes, until the window closes.
local function passes(g, n)
  local seats = {}
  for _ = 1, n do
    seats[#seats + 1] = g:seat()
    g:choose("pass")
  end
  return table.concat(seats, ",")
end

test("Perform maneuver actions: with 4 and 5 players the Free Peoples player acts first, then counter-clockwise, until all pass in a row", function()
  -- "As the Free Peoples player, you get the first opportunity ..., and then
  -- the player on your right gets an opportunity, and so on counter-
  -- clockwise around the table"; "when all players consecutively pass,
  -- proceed". Three players: tests/halo/test_audit_multiplayer.lua.
  local g = pos("mp_priority_4")
  eq(passes(g, 4), "2,1,4,3", "four players, Bob first")
  has(g:log(), "Sniping phase begins")
  g = pos("mp_priority_5")
  eq(passes(g, 5), "3,2,1,5,4", "five players, Carl first")
  has(g:log(), "Sniping phase begins")
  eq(H.num(g, "rules.twilight()"), 4, "nobody played anything")
end)

-- ---- Sniping fire -----------------------------------------------------------------------------

test("Sniping fire: with 4 and 5 players one minion sniping total counts every Shadow player's snipers; the Free Peoples player chooses among all Shadow players", function()
  -- "No matter how many Shadow players there are, there is only one minion
  -- sniping total"; "you choose one Shadow player who must then assign".
  for _, c in ipairs({ { "mp_sniping_4", 4, { "Ann", "Bob", "Carl" }, "Carl" },
      { "mp_sniping_5", 1, { "Bob", "Carl", "Dee", "Eve" }, "Eve" } }) do
    local g = pos(c[1])
    local fp, others, pick = c[2], c[3], c[4]
    has(g:log(), "sniping totals: minions " .. #others .. ", company 1")
    local chief = H.find(g, "Master Chief", "company", fp)
    local linda = H.find(g, "Linda", "company", fp)
    local keyes = H.find(g, "Jacob Keyes", "company", fp)
    local targets = { chief, linda, keyes, chief }
    for i = 1, #others do
      eq(g:seat(), fp, c[1] .. ": the Free Peoples player assigns minion sniping wound " .. i)
      g:choose("[" .. targets[i] .. "]")
    end
    eq(g:prompt(), "Choose the Shadow player who assigns company sniping wounds")
    for _, name in ipairs(others) do has(g:options(), name) end
    eq(#g:options(), #others, c[1] .. ": every Shadow player and no one else")
    g:choose(pick)
    local seat = NAMES[pick]
    eq(where(g, H.find(g, "Kig-Yar Sniper", "discard", seat)), "discard " .. seat, c[1] .. ": " .. pick .. "'s sniper is hit")
    for _, name in ipairs(others) do
      if name ~= pick then
        local s = NAMES[name]
        ok(H.find(g, "Kig-Yar Sniper", "shadow", s) > 0, c[1] .. ": " .. name .. "'s sniper untouched")
      end
    end
  end
end)

-- ---- Assign defenders ---------------------------------------------------------------------------

test("Assign defenders: with 3 and 5 players the Shadow players assign leftover minions counter-clockwise from the Free Peoples player's right", function()
  -- "The first Shadow player on your right may assign any of his or her
  -- unassigned minions, and so on counter-clockwise around the table."
  -- Four players: tests/halo/test_audit_multiplayer.lua.
  for _, c in ipairs({ { "mp_leftovers_3", 2, { 1, 3 } }, { "mp_leftovers_5", 1, { 5, 4, 3, 2 } } }) do
    local g = pos(c[1])
    eq(g:seat(), c[2], c[1] .. ": the Free Peoples player assigns first")
    g:choose("done assigning")
    local asked = {}
    for _ = 1, #c[3] do
      asked[#asked + 1] = g:seat()
      ok(g:prompt():find("Assign Unggoy Grunt", 1, true), c[1] .. ": " .. g:prompt())
      local grunt = H.find(g, "Unggoy Grunt", "shadow", g:seat())
      ok(g:prompt():find("[" .. grunt .. "]", 1, true), c[1] .. ": each assigns his own Grunt")
      g:choose_any("[")
    end
    eq(table.concat(asked, ","), table.concat(c[3], ","), c[1] .. ": counter-clockwise")
  end
end)

-- ---- REGROUP PHASE --------------------------------------------------------------------------------

test("REGROUP PHASE OUTLINE; Shadow players reconcile; Free Peoples player chooses: with 3, 4 and 5 players each Shadow player reconciles, counter-clockwise, and all their minions are discarded", function()
  -- "Each Shadow player must reconcile his or her hand to eight cards";
  -- "Then the Shadow players discard all minions in play".
  for _, c in ipairs({ { 3, 3 }, { 4, 1 }, { 5, 2 } }) do
    local n, fp = c[1], c[2]
    local g = pos("mp_regroup_" .. n)
    local vets = {}
    for s = 1, n do if s ~= fp then vets[s] = H.find(g, "Elite Veteran", "shadow", s) end end
    local order, s = {}, fp
    for _ = 1, n - 1 do
      s = next_seat(s, -1, n, {})
      order[#order + 1] = s
    end
    local asked = {}
    for _ = 1, n - 1 do
      eq(g:prompt(), "Reconcile: you may discard one card", n .. " players")
      asked[#asked + 1] = g:seat()
      g:choose("discard nothing")
    end
    eq(table.concat(asked, ","), table.concat(order, ","), n .. " players: counter-clockwise from the right")
    for sh = 1, n do
      if sh ~= fp then eq(count(g, "hand", sh), 8, n .. " players: seat " .. sh .. " drew up to eight") end
    end
    eq(g:seat(), fp, n .. " players: the Free Peoples player chooses")
    g:choose("stay")
    for sh, v in pairs(vets) do
      eq(where(g, v), "discard " .. sh, n .. " players: seat " .. sh .. "'s minion discarded")
    end
  end
end)

-- ---- Timing conflicts ------------------------------------------------------------------------------

test("Timing conflicts: with 3, 4 and 5 players the Free Peoples player orders every player's simultaneous required actions", function()
  -- "If two or more required actions are occurring at the same time ...,
  -- the Free Peoples player decides in which order they occur."
  for _, c in ipairs({ { 3, 2 }, { 4, 3 }, { 5, 5 } }) do
    local n, fp = c[1], c[2]
    local g = pos("mp_timing_" .. n)
    for k = 1, n - 1 do
      eq(g:seat(), fp, n .. " players: the Free Peoples player orders (" .. k .. ")")
      ok(g:prompt():find("Order required actions", 1, true), n .. " players: " .. g:prompt())
      eq(#g:options(), n - k + 1, n .. " players: what is left to order")
      g:choose_any("Covenant Patrol")
    end
    -- Every Patrol added (1) after the reset, then the move added the rest.
    has(g:log(), "Marine Reinforcements")
    local patrols = 0
    for _, l in ipairs(g:log()) do
      if l:find("Covenant Patrol %[%d+%]: phase_start%] the game's twilight") then patrols = patrols + 1 end
    end
    eq(patrols, n - 1, n .. " players: each Shadow player's Patrol resolved")
  end
end)

-- ---- How to move ---------------------------------------------------------------------------------

test("How to move: with 5 players a right arrow names the Shadow player to the right, a left arrow the one to the left", function()
  -- "[right arrow] meaning the Shadow player to your right and [left arrow]
  -- meaning the Shadow player to your left". Three and four players:
  -- test_rules.lua and test_audit2.lua.
  local g = pos("mp_arrows_5")
  -- Carl leaves Lifeboat Crash Site (right arrow): Bob, on his right, places
  -- site 3 - his Alpha Base (left arrow).
  eq(g:query("cv.def(cv.zone('path')[3]).title"), "Alpha Base", "site 3")
  eq(H.num(g, "cv.owner(cv.zone('path')[3])"), 2, "placed by Bob")
  g:choose("move again")
  -- Leaving Alpha Base (left arrow): Dee, on Carl's left, places site 4.
  eq(g:query("cv.def(cv.zone('path')[4]).title"), "Infinity", "site 4")
  eq(H.num(g, "cv.owner(cv.zone('path')[4])"), 4, "placed by Dee")
end)

-- ---- LOSING THE GAME; WINNING THE GAME --------------------------------------------------------

test("LOSING THE GAME: with 5 players the loser leaves, his sites replaced counter-clockwise from his right - Eve's site 1, Dee's site 3", function()
  -- "Remove his or her sites on the adventure path in numerical order, and
  -- replace each one with an opponent's corresponding site, in
  -- counterclockwise order starting with the player on their right."
  local g = pos("mp_losing_5")
  g:choose("done assigning")
  ok(not g:over(), "four players remain")
  eq(g:query("cv.var(cv.player(1), 'out')"), "1", "Ann is out")
  eq(g:query("cv.def(cv.zone('path')[1]).title"), "Sierra 117", "site 1")
  eq(H.num(g, "cv.owner(cv.zone('path')[1])"), 5, "from Eve, on Ann's right")
  eq(g:query("cv.def(cv.zone('path')[3]).title"), "Metropolis", "site 3")
  eq(H.num(g, "cv.owner(cv.zone('path')[3])"), 4, "from Dee, next counter-clockwise")
  has(g:log(), "turn 2: Bob")
  eq(g:query("table.concat(rules.shadow_players(), ',')"), "5,4,3", "Bob's Shadow players skip Ann")
end)

test("WINNING THE GAME: with 4 players, two already out, the last player left wins", function()
  -- "A player may also win by becoming the only player left in the game."
  local g = pos("mp_last_player_4")
  g:choose("done assigning")
  ok(g:over(), "the game is over")
  eq(g:result(), "Bob wins: Ann's Hero was killed")
end)

-- ---- ACTIVE CARD ----------------------------------------------------------------------------------

test("ACTIVE CARD: with 4 and 5 players the active copy of a unique Shadow card is the one closest to the Free Peoples player's right", function()
  -- "the active copy is the one belonging to the player closest to the
  -- right of the Free Peoples player" - past a player who has none.
  local g = pos("mp_active_4")
  local anns, bobs = H.find(g, "Elite Zealot", "shadow", 1), H.find(g, "Elite Zealot", "shadow", 2)
  eq(g:query("cv.active(" .. bobs .. ")"), "true", "4 players, Dee's turn: Bob's copy (Carl has none)")
  eq(g:query("cv.active(" .. anns .. ")"), "false", "4 players: Ann's copy")
  eq(g:prompt(), "Assign defenders")
  hasnt(g:options(), "Elite Zealot [" .. anns .. "]")
  g = pos("mp_active_5")
  local bobs5, dees = H.find(g, "Elite Zealot", "shadow", 2), H.find(g, "Elite Zealot", "shadow", 4)
  eq(g:query("cv.active(" .. dees .. ")"), "true", "5 players, Ann's turn: Dee's copy (Eve has none)")
  eq(g:query("cv.active(" .. bobs5 .. ")"), "false", "5 players: Bob's copy")
  hasnt(g:options(), "Elite Zealot [" .. bobs5 .. "]")
end)

-- ---- Playing Shadow cards; a site's Shadow ability; ships ----------------------------------------

test("Playing Shadow cards: with 3, 4 and 5 players a Shadow player may play an event for another Shadow player's minion", function()
  -- "Shadow players may play events for other players' Shadow cards as
  -- appropriate."
  for n = 3, 5 do
    local g = pos("mp_grenade_" .. n)
    local vet = H.find(g, "Elite Veteran", "shadow", n)
    g:choose("pass") -- Master Chief does not exert
    -- Seat n, on Ann's right, owns the Veteran and holds nothing: seat n - 1 is asked.
    eq(g:seat(), n - 1, n .. " players: the next Shadow player")
    g:choose("play Plasma Grenade")
    eq(H.num(g, "rules.strength(" .. vet .. ")"), 10, n .. " players: the other player's Veteran 7 + 3")
  end
end)

test("ACTIVE CARD: with 3, 4 and 5 players every Shadow player, and not the Free Peoples player, may use the Shadow ability of the company's site", function()
  -- "If the game text of a site has a Shadow special ability, you may use
  -- that special ability only when the active company is at that site and
  -- you are a Shadow player."
  for n = 3, 5 do
    local g = pos("mp_site_" .. n)
    local mobuto = H.find(g, "Sergeant Mobuto", "company", 1)
    local asked = {}
    for k = 1, n - 1 do
      asked[#asked + 1] = g:seat()
      has(g:options(), "use Floodgate")
      if k < n - 1 then g:choose("pass") else g:choose("use Floodgate") end
    end
    local want = {}
    for s = n, 2, -1 do want[#want + 1] = s end
    eq(table.concat(asked, ","), table.concat(want, ","), n .. " players: each Shadow player in his Shadow phase")
    eq(wounds(g, mobuto), 1, n .. " players: the last one wounded Mobuto")
  end
end)

test("Assign defenders: with 3, 4 and 5 players the Shadow players assign their leftover ships counter-clockwise; the Free Peoples player orders the engagements", function()
  -- "Shadow players must assign leftover unassigned minions/ships to any
  -- defending companions/ships"; "In an order decided by the Free Peoples
  -- player, engagements are resolved one at a time".
  for n = 3, 5 do
    local g = pos("mp_ships_" .. n)
    g:choose("done assigning ships")
    local asked = {}
    for k = 1, n - 1 do
      asked[#asked + 1] = g:seat()
      ok(g:prompt():find("Assign Seraph", 1, true), n .. " players: " .. g:prompt())
      -- The first Shadow player takes the Pelican, the others the Autumn.
      g:choose(k == 1 and "Pelican Dropship" or "Pillar of Autumn")
    end
    local want = {}
    for s = n, 2, -1 do want[#want + 1] = s end
    eq(table.concat(asked, ","), table.concat(want, ","), n .. " players: counter-clockwise")
    eq(g:seat(), 1, n .. " players: Ann chooses the first engagement")
    eq(g:prompt(), "Choose the next engagement")
    g:choose("Pelican Dropship")
    local log = table.concat(g:log(), "\n")
    local a = log:find("engagement: Pelican Dropship", 1, true)
    local b = log:find("engagement: Pillar of Autumn", 1, true)
    ok(a and b and a < b, n .. " players: the Pelican's engagement first, then the Autumn's")
  end
end)
