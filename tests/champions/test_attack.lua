-- Champion's Combat: the Attack section, the Reaction section, the Scoring
-- Phase, Winning the Game and the Power token effects (rules headings).
-- The dice are fixed: the position's game variable 'dice' gives the rolls.
-- Hexes: Ann on 0,0 facing N has, with Style 1, 0,-1 (F) at 3+ and -1,0
-- (FL), 1,-1 (FR) and 1,0 (BR) at 4+.
local H = dofile(ROOT .. "/tests/champions/common.lua")

-- Ann on 0,0 facing N (Style 1) attacks with 'card'; Bob on 'bob' facing
-- 'bf' with 'bob_hand'; 'dice' fixed. The line lets Bob act after Ann.
local function duel(t)
  return H.game{ dice = t.dice, options = t.options, stop = t.stop,
    line = t.line or { "Red Initiative", "Blue Initiative" }, players = {
    { hex = "0,0", facing = 0, style = t.style or 1, power = t.power, score = t.score,
      hand = { { t.card or "Action 7", ref = "atk" } } },
    { hex = t.bob or "0,-1", facing = t.bf or 3, style = 1, power = t.bob_power, hand = t.bob_hand or { "Action 11" } } } }
end

test("Attack section: 'If the targeted hex is marked with 3+, then attack dice which landed on a number greater than or equal to three are successful'", function()
  for _, c in ipairs({ { "3,2", 1 }, { "6,3", 2 }, { "2,1", 0 } }) do
    local g = duel{ dice = c[1] }
    H.play(g, "atk", "Attack")
    g:choose("no Reaction")
    eq(H.score(g, 1), c[2], "dice " .. c[1] .. " against the 3+ hex")
    has(g:log(), "Ann attacks Bob on 0,-1 (3+) with 2 dice: " .. c[1]:gsub(",", ", "))
  end
end)

test("Attack section: 'If the targeted hex is marked with 4+, then attack dice which landed on a number greater than or equal to four are successful, and attack dice less than four have failed'", function()
  for _, c in ipairs({ { "3,4", 1 }, { "4,5", 2 }, { "3,3", 0 } }) do
    local g = duel{ dice = c[1], bob = "-1,0" }
    H.play(g, "atk", "Attack")
    g:choose("no Reaction")
    eq(H.score(g, 1), c[2], "dice " .. c[1] .. " against the 4+ hex FL")
  end
end)

test("Attack section: 'The target must be inside a hex shown on the attackers Style card'; with no figure there 'an Attack card may not be played'", function()
  local g = duel{ bob = "0,1", stop = true } -- directly behind Ann: not a Style 1 hex
  hasnt(g:options(), "Attack section", "no target")
  has(g:options(), H.name(g, "atk") .. ": Move section")
  -- Style 3 reaches 4 hexes straight ahead
  local g3 = duel{ bob = "0,-3", style = 3, dice = "4,1" }
  H.play(g3, "atk", "Attack")
  g3:choose("no Reaction")
  eq(H.score(g3, 1), 1, "F+F+F at 4+: one hit")
  -- the marks follow the facing: Bob on 0,-1 is out of reach of Style 3 facing S
  local g4 = H.game{ stop = true, players = {
    { hex = "0,0", facing = 3, style = 3, hand = { { "Action 7", ref = "atk" } } },
    { hex = "0,-1", facing = 3, style = 1 } } }
  hasnt(g4:options(), "Attack section")
end)

test("Attack section: 'A target character is chosen': with two figures in reach the attacker picks one", function()
  local g = H.game{ dice = "6,6", line = { "Red Initiative" }, players = {
    { hex = "0,0", facing = 0, style = 1, hand = { { "Action 7", ref = "atk" } } },
    { hex = "0,-1", facing = 3, style = 1 },
    { hex = "1,0", facing = 3, style = 1 } } }
  H.play(g, "atk", "Attack")
  has(g:options(), "attack Bob on 0,-1 (3+)")
  has(g:options(), "attack Cat on 1,0 (4+)")
  g:choose("attack Cat")
  eq(H.score(g, 1), 2)
  has(g:log(), "Ann attacks Cat on 1,0 (4+)")
  hasnt(g:log(), "Ann attacks Bob")
end)

test("Attack section: Barrage: 'An attack is made against every target'; each roll at its own hex's number; 'The attacker decides the order of Reactions of the targets'", function()
  local g = H.game{ dice = "3,3", line = { "Red Initiative" }, players = {
    { hex = "0,0", facing = 0, style = 1, hand = { { "Action 6", ref = "atk" } } },
    { hex = "0,-1", facing = 3, style = 1, hand = { "Action 7" } },
    { hex = "1,-1", facing = 4, style = 1, hand = { "Action 5" } } } }
  H.play(g, "atk", "Attack")
  has(g:log(), "Ann attacks Bob on 0,-1 (3+) with 1 die: 3: 1 hit")
  has(g:log(), "Ann attacks Cat on 1,-1 (4+) with 1 die: 3: 0 hits")
  eq(g:seat(), 1, "Ann orders the Reactions")
  has(g:options(), "Bob reacts next")
  g:choose("Cat reacts next")
  eq(g:seat(), 3, "Cat reacts first")
  g:choose("no Reaction")
  eq(g:seat(), 2, "then Bob")
  g:choose("no Reaction")
  eq(H.score(g, 1), 1, "one hit on Bob")
end)

test("Attack section: Barrage with option barrage_roll=once: one roll read against each target's number", function()
  local g = H.game{ dice = "4", options = { barrage_roll = "once" }, line = { "Red Initiative" }, players = {
    { hex = "0,0", facing = 0, style = 1, hand = { { "Action 6", ref = "atk" } } },
    { hex = "0,-1", facing = 3, style = 1 },
    { hex = "1,-1", facing = 4, style = 1 } } }
  H.play(g, "atk", "Attack")
  eq(H.score(g, 1), 2, "the one 4 hits both the 3+ and the 4+ hex")
end)

test("Attack section: Fumble: 'After the attack is made, the target of the attack chooses a new orientation for the attacker'", function()
  local g = duel{ card = "Action 9", power = 1, dice = "1,1,1" }
  H.play(g, "atk", "Attack")
  eq(g:seat(), 2, "Bob, the target, chooses")
  has(g:prompt(), "Fumble: which way does Ann's champion face now?")
  g:choose("face S ↓")
  eq(H.facing(g, 1), 3, "Ann faces S")
  eq(H.hex(g, 1), "0,0", "and stays")
end)

test("Attack section: Push: 'the attacker moves the target 1 hex. Orientation remains the same. The target cannot be moved into a wall'", function()
  -- Bob on the board's top corner 0,-3: three of its neighbours are off the board
  local g = H.game{ dice = "1,1", line = { "Red Initiative", "Blue Initiative" }, players = {
    { hex = "0,-2", facing = 0, style = 1, power = 1, hand = { { "Action 8", ref = "atk" } } },
    { hex = "0,-3", facing = 3, style = 1, hand = { "Action 11" } } } }
  H.play(g, "atk", "Attack")
  eq(g:seat(), 1, "the attacker moves the target")
  local opts = g:options()
  eq(#opts, 2, "only the two free hexes on the board: " .. table.concat(opts, "; "))
  has(opts, "push Bob to 1,-3")
  has(opts, "push Bob to -1,-2")
  g:choose("push Bob to 1,-3")
  eq(H.hex(g, 2), "1,-3")
  eq(H.facing(g, 2), 3, "orientation remains the same")
  eq(H.power(g, 1), 0, "the Push attack's -1 Power paid")
end)

test("Attack section: Push with no free hex next to the target: skipped (option push_blocked=skip), or the target cannot be chosen (refuse)", function()
  local function g_of(opt)
    return H.game{ dice = "6,6", stop = true, options = { board = "0,0;0,1", push_blocked = opt }, players = {
      { hex = "0,1", facing = 0, style = 1, power = 1, hand = { { "Action 8", ref = "atk" } } },
      { hex = "0,0", facing = 3, style = 1 } } }
  end
  local g = g_of("skip")
  H.play(g, "atk", "Attack")
  g:choose("attack Bob")
  has(g:log(), "Bob's champion cannot be pushed: no free hex next to it on the board")
  g:choose("no Reaction")
  eq(H.score(g, 1), 2, "the attack stands")
  local g2 = g_of("refuse")
  hasnt(g2:options(), "Attack section", "refuse: no target can be pushed, so no Push attack")
end)

test("Attack section: Push with option push_direction=away: only hexes farther from the attacker", function()
  local g = H.game{ dice = "1,1", options = { push_direction = "away" }, line = { "Red Initiative", "Blue Initiative" },
    players = {
    { hex = "0,0", facing = 0, style = 1, power = 1, hand = { { "Action 8", ref = "atk" } } },
    { hex = "0,-1", facing = 3, style = 1, hand = { "Action 11" } } } }
  H.play(g, "atk", "Attack")
  local opts = g:options()
  eq(#opts, 3, table.concat(opts, "; "))
  has(opts, "push Bob to 0,-2")
  has(opts, "push Bob to 1,-2")
  has(opts, "push Bob to -1,-1")
end)

test("Power token effects: 'If a player does not have the required Power token, then that section cannot be used'", function()
  local g = duel{ card = "Action 8", stop = true }
  hasnt(g:options(), "Attack section", "no Power: no Push attack")
  has(g:options(), H.name(g, "atk") .. ": Move section (0, +1 Power)", "the Move section gains Power")
  local g2 = duel{ card = "Action 8", power = 1, stop = true }
  has(g2:options(), H.name(g2, "atk") .. ": Attack section (2 dice, Push, -1 Power)")
end)

test("Power token effects: 'For each power-up symbol in a section, the player gains one Power token'; the piles hold 20 (option token_supply)", function()
  local g = duel{ card = "Action 5", dice = "1" } -- 1 die, +1 Power
  H.play(g, "atk", "Attack")
  g:choose("no Reaction")
  eq(H.power(g, 1), 1, "+1 Power from the Attack section")
  eq(g:eval("rules.pile('power')"), 19, "taken from the pile of 20")
  -- the pile empty: nothing gained
  local g2 = duel{ card = "Action 5", dice = "1", power = 12, bob_power = 8 }
  H.play(g2, "atk", "Attack")
  g2:choose("no Reaction")
  eq(H.power(g2, 1), 12, "no token left to take")
  has(g2:log(), "the power pile holds 0 tokens: Ann takes none")
  local g3 = duel{ card = "Action 5", dice = "1", power = 12, bob_power = 8, options = { token_supply = "unlimited" } }
  H.play(g3, "atk", "Attack")
  g3:choose("no Reaction")
  eq(H.power(g3, 1), 13, "unlimited")
end)

test("Reaction section: 'Each attacked player can discard one action card and activate its Reaction section, unless the attack was made from the hex directly behind them'", function()
  -- Bob on 0,-1 facing N: the hex directly behind him is 0,0, Ann's
  local g = duel{ bf = 0, dice = "6,6", bob_hand = { "Action 7" }, stop = true }
  H.play(g, "atk", "Attack")
  g:choose("attack Bob")
  eq(g:seat(), 2, "Bob's own turn comes next: no Reaction was asked")
  has(g:log(), "Bob was attacked from the hex directly behind: no Reaction")
  eq(H.score(g, 1), 2, "no Shield")
  eq(H.size(g, "hand", 2), 1, "Bob keeps his card")
  -- facing S, Ann is in front of him: he may react
  local g2 = duel{ bf = 3, dice = "6,6", bob_hand = { "Action 7" } }
  H.play(g2, "atk", "Attack")
  eq(g2:seat(), 2)
  has(g2:options(), "no Reaction")
  has(g2:options(), "Reaction section (1 Shield)")
end)

test("Reaction section: Shield: 'Reduce the number of hits by one for each shield effect'; 2 Shields needing Power are not offered without it", function()
  local g = duel{ dice = "6,6", bob_hand = { { "Action 14", ref = "b14" }, { "Action 7", ref = "b7" } } }
  H.play(g, "atk", "Attack")
  hasnt(g:options(), H.name(g, "b14"), "2 Shields, -1 Power: Bob has no Power")
  g:choose(H.name(g, "b7") .. ": Reaction")
  eq(H.where(g, "b7"), "discard", "the Reaction's card is discarded")
  eq(H.score(g, 1), 1, "2 hits less 1 Shield")
  local g2 = duel{ dice = "6,6", bob_power = 1, bob_hand = { { "Action 14", ref = "b14" } } }
  H.play(g2, "atk", "Attack")
  g2:choose(H.name(g2, "b14") .. ": Reaction section (2 Shields, -1 Power)")
  eq(H.score(g2, 1), 0, "2 hits less 2 Shields")
  eq(H.power(g2, 2), 0, "Bob spent his Power token")
end)

test("Reaction section: Move: 'this does not allow the reacting player to dodge the attack'; the Reaction's +1 Power", function()
  local g = duel{ dice = "6,6", bob_hand = { { "Action 1", ref = "b1" } } }
  H.play(g, "atk", "Attack")
  g:choose(H.name(g, "b1") .. ": Reaction section (move 1, +1 Power)")
  has(g:options(), "stay on 0,-1", "the move may be declined (option reaction_move)")
  g:choose("move to 0,-2")
  g:choose("face N ↑")
  eq(H.hex(g, 2), "0,-2", "Bob moved away")
  eq(H.score(g, 1), 2, "both hits still score")
  eq(H.power(g, 2), 1, "+1 Power")
end)

test("Reaction section: with option reaction_move=required the reacting player must move when a hex is free", function()
  local g = duel{ dice = "6,6", options = { reaction_move = "required" }, bob_hand = { { "Action 1", ref = "b1" } } }
  H.play(g, "atk", "Attack")
  g:choose(H.name(g, "b1") .. ": Reaction")
  hasnt(g:options(), "stay on")
end)

test("Reaction section: 'Each targeted player can play a Reaction even if no hits were scored'", function()
  local g = duel{ dice = "1,1", bob_hand = { { "Action 11", ref = "b11" } } }
  H.play(g, "atk", "Attack")
  has(g:prompt(), "0 hits from Ann's attack")
  g:choose(H.name(g, "b11") .. ": Reaction section (+2 Power)")
  eq(H.power(g, 2), 2)
end)

test("Scoring Phase: 'For each hit the active player gains one Score token'", function()
  local g = duel{ dice = "6,5", score = 1 }
  H.play(g, "atk", "Attack")
  g:choose("no Reaction")
  eq(H.score(g, 1), 3, "1 + 2 hits")
  has(g:log(), "[rule: Scoring Phase] Ann's score: 1 -> 3")
end)

test("Scoring Phase: 'If they have a total of 5 Score tokens, then they immediately win the game'; Winning the Game: before the next Initiative card", function()
  local g = duel{ dice = "6,6", score = 3 }
  H.play(g, "atk", "Attack")
  g:choose("no Reaction")
  ok(g:over(), "the game is over")
  eq(g:result(), "Ann wins with 5 Score tokens")
  hasnt(g:log(), "Bob takes a turn", "Bob's Initiative card never comes")
end)

test("Winning the Game: 'First player to gain 5 score tokens wins', in a game played from the decks", function()
  local g = H.decks(2, 4)
  g:auto()
  ok(g:over())
  local r = g:result()
  ok(r:find("wins with", 1, true) or r:find("draw", 1, true), r)
  if r:find("wins with", 1, true) then
    local w = r:match("^(%a+) wins")
    local seat = w == "Ann" and 1 or 2
    ok(H.score(g, seat) >= 5, "the winner holds 5 Score tokens or more")
    ok(H.score(g, 3 - seat) < 5, "the other fewer")
  end
end)

test("Scoring Phase: with option scoring=round the round's hits become Score tokens in the Scoring Phase; two players at 5 together: option score_tie", function()
  local function g_of(tie, ann_hits)
    return H.game{ dice = "6,6", options = { scoring = "round", score_tie = tie }, line = { "Red Initiative" }, players = {
      { hex = "0,0", facing = 0, style = 1, score = 3, hits = ann_hits, hand = { { "Action 7", ref = "atk" } } },
      { hex = "0,-1", facing = 3, style = 1, score = 3, hits = 2 } } }
  end
  local g = g_of("more", 0)
  H.play(g, "atk", "Attack")
  eq(H.score(g, 1), 5, "scored in the Scoring Phase")
  ok(g:over())
  eq(g:result(), "a draw: Ann and Bob reach 5 Score tokens together", "5 each: equal")
  has(g:log(), "[rule: Scoring Phase] Ann's hits: 0 -> 2")
  g = g_of("more", 1)
  H.play(g, "atk", "Attack")
  eq(g:result(), "Ann wins with 6 Score tokens, the most of those who reached 5")
  g = g_of("draw", 1)
  H.play(g, "atk", "Attack")
  eq(g:result(), "a draw: Ann and Bob reach 5 Score tokens together")
end)
