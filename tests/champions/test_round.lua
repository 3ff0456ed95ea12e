-- Champion's Combat: the components, the set-up for 2, 3 and 4 players,
-- the round (Phases of the Game), the Draw and Initiative Phases with the
-- Special Initiative card, the board on screen, views and the log (rules
-- headings).
local H = dofile(ROOT .. "/tests/champions/common.lua")

test("Components needed to play: 'A deck of Action cards', 'A deck of Style cards', 'A deck of Initiative cards', 'A pile of 20 Score tokens', 'A pile of 20 Power tokens'", function()
  local g = H.decks(2, 1)
  for n = 1, 15 do
    local d = g:eval(string.format("cv.def_of('action_%02d')", n))
    eq(d.kind, "action", "Action " .. n)
    eq(d.number, n)
    ok(d.dice >= 1, "an Attack section")
    ok(d.react_move or d.shields or d.react_power, "a Reaction section")
  end
  -- the card list's odd ones: #3 has no Move number, #8-#10 spend Power to attack
  ok(g:eval("cv.def_of('action_03').move_none"), "#3: no number")
  eq(g:eval("cv.def_of('action_09').attack_power"), -1)
  eq(g:eval("cv.def_of('action_09').dice"), 3)
  eq(g:eval("cv.def_of('action_12').shields"), 2)
  for n = 1, 9 do
    eq(g:eval("cv.def_of('style_" .. n .. "').three[1]"), "F", "Style " .. n .. ": the hex in front at 3+")
    eq(#g:eval("cv.def_of('style_" .. n .. "').four"), 3, "three hexes at 4+")
  end
  eq(g:eval("rules.path_offset('F+FL')"), "-1,-1", "one step forward, then one forward-left")
  eq(g:eval("rules.pile('score')"), 20)
  eq(g:eval("rules.pile('power')"), 20)
  eq(H.size(g, "deck", 1) + H.size(g, "hand", 1), 15, "a deck of 15 Action cards each (option deck_rules)")
end)

test("Setup: 'Build the Initiative deck by combining two of each player's color, and the Special Initiative card'; 'Each player draws a random Style card'; two champions on opposite corners", function()
  local g = H.decks(2, 1)
  eq(H.hex(g, 1), "0,3")
  eq(H.facing(g, 1), 0, "Ann faces N, towards the centre")
  eq(H.hex(g, 2), "0,-3")
  eq(H.facing(g, 2), 3, "Bob faces S")
  eq(#g:eval("rules.board()"), 37, "a hexagon of radius 3 (option board)")
  eq(H.size(g, "style", 1), 1, "a Style card each")
  eq(H.size(g, "style", 2), 1)
  eq(H.size(g, "styles", nil), 7, "the rest of the Style deck")
  eq(H.score(g, 1) + H.power(g, 1) + H.score(g, 2) + H.power(g, 2), 0, "no tokens yet")
  local init = g:eval([[local n = {} for c = 1, cv.ncards() do local d = cv.def(c)
    if d.kind == "initiative" or d.kind == "special" then n[d.title] = (n[d.title] or 0) + 1 end end return n]])
  eq(init["Red Initiative"], 2)
  eq(init["Blue Initiative"], 2)
  eq(init["Special Initiative"], 1)
  eq(init["Green Initiative"], nil)
end)

test("Setup: 'Each player takes a deck of Action cards': three and four players, start hexes on the board's corners, two Initiative cards per colour", function()
  local g = H.decks(3, 1)
  eq(H.hex(g, 1), "0,3")
  eq(H.hex(g, 2), "3,-3")
  eq(H.facing(g, 2), 4, "NE corner faces SW")
  eq(H.hex(g, 3), "-3,0")
  eq(H.facing(g, 3), 2, "NW corner faces SE")
  eq(H.size(g, "styles", nil), 6)
  local g4 = H.decks(4, 1)
  local want = { { "-3,3", 1 }, { "3,-3", 4 }, { "-3,0", 2 }, { "3,0", 5 } }
  for s, w in ipairs(want) do
    eq(H.hex(g4, s), w[1], "seat " .. s)
    eq(H.facing(g4, s), w[2], "seat " .. s .. " faces the centre")
  end
  eq(H.size(g4, "line", nil) + H.size(g4, "resolved", nil), 9, "2 x 4 Initiative cards and the Special card")
  -- a fixed Style per seat and other start hexes
  local g5 = H.decks(2, 1, { "styles=3,9", "start=0,0/1;1,1/4" })
  eq(g5:eval("cv.def(rules.style(1)).title"), "Style 3")
  eq(g5:eval("cv.def(rules.style(2)).title"), "Style 9")
  eq(H.hex(g5, 2), "1,1")
  eq(H.facing(g5, 2), 4)
end)

test("Setup: a deck is one copy of each of the 15 designs (facts sheet; option deck_rules=strict); five players are refused", function()
  local path = os.tmpname()
  local f = assert(io.open(path, "w"))
  f:write("name: Eve\n2 action_01\n")
  f:close()
  fails(function() game{ rules = "champions", decks = { path, "cards/champions/decks/bob.deck" } } end,
    "a deck is one of each of the 15 designs")
  local g = game{ rules = "champions", decks = { path, "cards/champions/decks/bob.deck" }, options = { "deck_rules=casual" } }
  eq(H.size(g, "hand", 1), 2, "casual: a deck of two cards draws both")
  os.remove(path)
  local d = "cards/champions/decks/"
  fails(function() game{ rules = "champions", decks = { d .. "ann.deck", d .. "bob.deck", d .. "cat.deck", d .. "dan.deck", d .. "ann.deck" } } end,
    "2 to 4 players")
end)

test("Phases of the Game: 'Play begins with a Setup Phase and then continues with repeated Rounds': Draw, Initiative, Resolution and Scoring Phases in order", function()
  local g = H.decks(2, 2)
  g:auto(40)
  local log, last = g:log(), 0
  for _, p in ipairs({ "Draw Phase begins", "Initiative Phase begins", "Resolution Phase begins", "Scoring Phase begins",
      "round 2", "Draw Phase begins" }) do
    local at
    for i = last + 1, #log do
      if log[i]:find(p, 1, true) then at = i break end
    end
    ok(at, p .. " after the phase before it")
    last = at or last
  end
  has(log[1], "[rule: set-up]", "the Setup first")
end)

test("Phases of the Game: option round_limit ends a game still running as a draw", function()
  local g = H.decks(2, 1, { "round_limit=1" })
  g:auto()
  eq(g:result(), "a draw: no champion has 5 Score tokens after 1 rounds (option round_limit)")
end)

test("Draw Phase: 'Each player discards any remaining cards in their hand', adds the discard pile to the deck, shuffles it and draws 4", function()
  local g = H.game{ phase = "draw", players = {
    { hex = "0,3", facing = 0, style = 1, hand = { "Action 1", "Action 2" }, discard = { "Action 3", "Action 4", "Action 5" },
      deck = { "Action 6", "Action 7" } },
    { hex = "0,-3", facing = 3, style = 1, hand = { "Action 1", "Action 8" } } } }
  eq(H.size(g, "hand", 1), 4, "4 drawn")
  eq(H.size(g, "deck", 1), 3, "7 cards in all")
  eq(H.size(g, "discard", 1), 0, "the discard pile went into the deck")
  eq(H.size(g, "hand", 2), 2, "Bob's two cards: discarded, reshuffled, drawn again")
  local log = g:log()
  local disc, shuf, draw
  for i, l in ipairs(log) do
    if not disc and l:find("moves from Ann's hand to Ann's discard", 1, true) then disc = i end
    if not shuf and l:find("Ann's deck is shuffled", 1, true) then shuf = i end
    if not draw and l:find("moves from Ann's deck to Ann's hand", 1, true) then draw = i end
  end
  ok(disc and shuf and draw and disc < shuf and shuf < draw, "discard, shuffle, then draw")
end)

test("Draw Phase: 'Players draw 4 Action cards into their hand': a hand is hidden from the other players (view PLAYER)", function()
  local g = H.decks(2, 1)
  local mine = g:eval("cv.name(cv.zone('hand', 1)[1])")
  hasnt(g:state(2), mine, "Bob does not see Ann's cards")
  has(g:state(2), "hand (4)", "only how many she holds")
  has(g:state(1), mine, "Ann does")
end)

-- The order of round 1's Initiative cards, by seat, once the line is drawn.
local function order(g)
  return g:eval([[local out = {}
    for _, z in ipairs({ "resolved", "line" }) do
      for _, c in ipairs(cv.zone(z, nil)) do
        local d = cv.def(c)
        out[#out + 1] = d.kind == "special" and 0 or rules.seat_of_colour(d.colour)
      end
    end
    return out]])
end

test("Initiative Phase: two halves, 'Shuffle the two decks individually': each player has one turn in each half, never two in the first; the Special card last", function()
  local firsts = {}
  for n = 2, 4 do
    for seed = 1, 12 do
      local g = H.decks(n, seed)
      local o = order(g)
      eq(#o, 2 * n + 1, n .. " players")
      for half = 0, 1 do
        local seen = {}
        for i = 1, n do
          local s = o[half * n + i]
          ok(s >= 1 and not seen[s], "seed " .. seed .. ": a player twice in half " .. (half + 1))
          seen[s] = true
        end
      end
      eq(o[2 * n + 1], 0, "the Special Initiative card at the bottom")
      firsts[n .. ":" .. o[1]] = true
    end
  end
  ok(firsts["2:1"] and firsts["2:2"], "either player may be first (the halves are shuffled)")
  ok(firsts["3:1"] and firsts["3:2"] and firsts["3:3"], "any of three")
end)

test("Initiative Phase: Special Initiative Card: 'if one player has more Power tokens than all other players ... then they can take a turn'", function()
  local g = H.game{ line = { "Special Initiative" }, players = {
    { hex = "0,3", facing = 0, style = 1, power = 2, hand = { "Action 8", "Action 1" } },
    { hex = "0,-3", facing = 3, style = 1, power = 1, hand = { "Action 8" } } } }
  eq(g:seat(), 1, "Ann, with 2 Power against 1, takes a turn")
  has(g:log(), "Special Initiative: Ann has more Power tokens (2) than each other player")
  -- three players: more than each other player, individually
  local g3 = H.game{ line = { "Special Initiative" }, players = {
    { hex = "0,3", facing = 0, style = 1, power = 1, hand = { "Action 1", "Action 8" } },
    { hex = "3,-3", facing = 4, style = 1, power = 2, hand = { "Action 1", "Action 8" } },
    { hex = "-3,0", facing = 2, style = 1, power = 1, hand = { "Action 1", "Action 8" } } } }
  eq(g3:seat(), 2, "Bob's 2 beats 1 and 1 (not their sum)")
end)

test("Initiative Phase: Special Initiative Card: 'If no player has more Power tokens than all other players, then nothing happens'", function()
  for _, pw in ipairs({ { 1, 1 }, { 0, 0 }, { 3, 3, 1 } }) do
    local players = {}
    local hexes = { "0,3", "0,-3", "3,-3" }
    for i, p in ipairs(pw) do
      players[i] = { hex = hexes[i], facing = 0, style = 1, power = p, hand = { "Action 1" } }
    end
    local g = H.game{ line = { "Special Initiative" }, options = { round_limit = "1" }, players = players }
    has(g:log(), "no player has more Power tokens than each other player: nothing happens")
    hasnt(g:log(), "takes a turn", "nobody takes a turn: " .. table.concat(pw, "/"))
  end
end)

test("Initiative Phase: Special Initiative Card with option special_decline=yes: the leader may decline the turn", function()
  local g = H.game{ line = { "Special Initiative" }, options = { special_decline = "yes", round_limit = "1" }, players = {
    { hex = "0,3", facing = 0, style = 1, power = 2, hand = { "Action 8", "Action 1" } },
    { hex = "0,-3", facing = 3, style = 1, hand = { "Action 8" } } } }
  eq(g:seat(), 1)
  has(g:prompt(), "take the Special Initiative turn?")
  g:choose("no")
  has(g:log(), "Ann declines the turn")
end)

test("Attack section: the board shows each champion as its letter and facing arrow, and the active player's Style hexes as 3+ and 4+ (a figure over a mark)", function()
  local g = H.game{ players = {
    { hex = "0,0", facing = 0, style = 1, hand = { "Action 7", "Action 1" } },
    { hex = "0,-1", facing = 3, style = 1 } } }
  local s = g:state()
  has(s, "A↑", "Ann faces N")
  has(s, "B↓", "Bob faces S")
  local _, fours = s:gsub("4%+[ \n]", "") -- the cells, not the legend's "4+:"
  eq(fours, 3, "Style 1's three 4+ hexes (FL, FR, BR)")
  hasnt(s, "3+ ", "the 3+ hex holds Bob: his figure shows")
  has(s, "A Ann (red, Style 1), B Bob (blue, Style 1); 3+/4+: Ann's targets", "the legend")
  -- Bob's view shows the same board
  has(g:state(2), "A↑")
end)

test("Resolution Phase: the log names the rules' sections as causes; undo takes an answer back", function()
  local g = H.game{ dice = "6,1", players = {
    { hex = "0,0", facing = 0, style = 1, hand = { { "Action 5", ref = "a5" }, "Action 1" } },
    { hex = "0,-1", facing = 3, style = 1, hand = { "Action 7" } } } }
  local before = g:hash()
  H.play(g, "a5", "Attack")
  g:choose("no Reaction")
  local log = table.concat(g:log(), "\n")
  has(log, "[rule: Attack section] Ann attacks Bob on 0,-1 (3+) with 1 die: 6: 1 hit")
  has(log, "[rule: Power token effects] Ann's power: 0 -> 1")
  has(log, "[rule: Scoring Phase] Ann's score: 0 -> 1")
  g:undo(2)
  eq(g:hash(), before, "undo restores the state")
  eq(H.score(g, 1), 0)
end)

test("Phases of the Game: games of 2, 3 and 4 players from the decks play round after round to their end; rules.invariants() holds", function()
  for n = 2, 4 do
    for seed = 1, 3 do
      local g = H.decks(n, seed)
      while not g:over() do
        g:auto(25, seed)
        eq(g:eval("rules.invariants()"), nil, n .. " players, seed " .. seed)
      end
      local r = g:result()
      ok(r:find(" wins with ", 1, true) or r:find("^a draw"), r)
    end
  end
end)

test("Winning the Game: with four players the first to 5 Score tokens wins at once", function()
  local g = H.game{ dice = "6", line = { "Yellow Initiative", "Red Initiative" }, players = {
    { hex = "0,3", facing = 0, style = 1, score = 4, hand = { "Action 7", "Action 1" } },
    { hex = "0,-3", facing = 3, style = 1, score = 2 },
    { hex = "-3,0", facing = 2, style = 1, score = 3 },
    { hex = "0,-2", facing = 0, style = 1, score = 4, hand = { { "Action 5", ref = "d5" }, "Action 1" } } } }
  eq(g:seat(), 4, "Dan, yellow, first")
  g:choose(H.name(g, "d5") .. ": Attack section")
  ok(g:over())
  eq(g:result(), "Dan wins with 5 Score tokens")
  hasnt(g:log(), "Ann takes a turn", "Ann, also at 4, never gets her turn")
end)
