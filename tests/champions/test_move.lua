-- Champion's Combat: the Resolution Phase and the Move section (rules
-- headings), with positions on the hex board (facing 0 N, 1 NE, 2 SE, 3 S,
-- 4 SW, 5 NW; neighbours of q,r: N q,r-1, NE q+1,r-1, SE q+1,r, S q,r+1,
-- SW q-1,r+1, NW q-1,r).
local H = dofile(ROOT .. "/tests/champions/common.lua")

test("Resolution Phase: 'The active player uses one of their cards to make a turn. The card is discarded when it is played': Move or Attack section", function()
  local g = H.game{ players = {
    { hex = "0,0", facing = 0, style = 1, hand = { { "Action 7", ref = "a7" }, { "Action 1", ref = "a1" } } },
    { hex = "0,-1", facing = 3, style = 1 } } }
  eq(g:seat(), 1, "Ann, the Red Initiative's player, is active")
  local opts = g:options()
  has(opts, H.name(g, "a7") .. ": Move section (1)")
  has(opts, H.name(g, "a7") .. ": Attack section (2 dice)")
  has(opts, H.name(g, "a1") .. ": Move section (2)")
  H.play(g, "a7", "Move")
  eq(H.where(g, "a7"), "discard", "the card played is discarded")
  eq(H.where(g, "a1"), "hand", "only one card a turn")
  g:choose("move to 1,0")
  g:choose("face SE")
  eq(H.hex(g, 1), "1,0", "moved")
  eq(H.facing(g, 1), 2, "facing chosen after the move")
  has(g:log(), "[rule: Move section] Ann's champion moves 1 hex from 0,0 to 1,0")
  has(g:log(), "[rule: Resolution Phase] Red Initiative")
end)

test("Resolution Phase: 'If the active player has no playable cards in their hand at the beginning of their turn, then their turn is skipped'", function()
  -- a board of two hexes: Ann cannot move 1 (Bob holds the only other hex)
  -- and her Style 1, facing S, covers no hex of the board
  local g = H.game{ options = { board = "0,0;0,1" }, players = {
    { hex = "0,1", facing = 3, style = 1, hand = { { "Action 7", ref = "a7" } } },
    { hex = "0,0", facing = 0, style = 1 } } }
  has(g:log(), "Ann has no playable card: the turn is skipped")
  local log = g:log()
  local skip, scoring
  for i, l in ipairs(log) do
    if l:find("the turn is skipped", 1, true) and not skip then skip = i end
    if l:find("Scoring Phase begins", 1, true) and not scoring then scoring = i end
  end
  ok(skip and scoring and skip < scoring, "skipped in the Resolution Phase")
  -- an empty hand: skipped too
  local g2 = H.game{ players = { { hex = "0,0", facing = 0, style = 1 }, { hex = "0,-3", facing = 3, style = 1 } } }
  has(g2:log(), "Ann has no playable card: the turn is skipped")
end)

test("Resolution Phase: 'When the last Initiative card is resolved, return to the Draw phase': the cards are resolved in the line's order", function()
  local g = H.game{ line = { "Blue Initiative", "Red Initiative" }, players = {
    { hex = "0,3", facing = 0, style = 1, hand = { { "Action 8", ref = "a8" } } },
    { hex = "0,-3", facing = 3, style = 1, hand = { { "Action 9", ref = "b9" } } } } }
  eq(g:seat(), 2, "Bob first: the Blue Initiative card is first in the line")
  H.play(g, "b9", "Move")
  g:choose("face S ↓")
  eq(g:seat(), 1, "then Ann")
  H.play(g, "a8", "Move")
  g:choose("face N ↑")
  -- then the Scoring Phase and round 2's Draw Phase
  local log = g:log()
  local i = 0
  for k, l in ipairs(log) do if l:find("round 2", 1, true) then i = k end end
  ok(i > 0, "a second round")
  has({ log[i + 1] }, "Draw Phase begins", "the round starts again with the Draw Phase")
end)

test("Move section: 'the player must move that number of hexes. Players may not move through each other nor end their movement on top of another player'", function()
  local g = H.game{ players = {
    { hex = "0,0", facing = 0, style = 1, hand = { { "Action 1", ref = "a1" } } },
    { hex = "0,-1", facing = 3, style = 1 } } }
  H.play(g, "a1", "Move")
  local opts = g:options()
  has(opts, "move to 1,-2", "a hex 2 steps away")
  has(opts, "move to 1,-1", "a hex 1 away, reached by 2 steps (0,0 > 1,0 > 1,-1)")
  hasnt(opts, "move to 0,-1", "not onto Bob")
  hasnt(opts, "move to 0,-2", "0,-2 is reached in 2 steps only through Bob's hex")
  hasnt(opts, "move to 0,0", "not back to the start")
  hasnt(opts, "move to 0,-3", "3 steps away")
  eq(#opts, 16, "the 11 free hexes at 2 steps (less 0,-2) and the 5 free ones next to it")
end)

test("Move section: 'If the number is greater than zero, the player may not end their movement on the same hex they started on': a 2-move that can only return is not playable", function()
  -- a row of three hexes: Ann at one end, Bob at the other; moving 2 can
  -- only go 0,0 > 0,1 > 0,0
  local g = H.game{ stop = true, options = { board = "0,0;0,1;0,2" }, players = {
    { hex = "0,0", facing = 0, style = 1, hand = { { "Action 1", ref = "a1" }, { "Action 7", ref = "a7" } } },
    { hex = "0,2", facing = 0, style = 1 } } }
  local opts = g:options()
  hasnt(opts, H.name(g, "a1") .. ": Move", "the 2-move has nowhere to end")
  has(opts, H.name(g, "a7") .. ": Move section (1)", "the 1-move can end on 0,1")
  eq(#opts, 1, "and no attack: Style 1 facing N covers no hex of the board")
  local g2 = H.game{ options = { board = "0,0;0,1;0,2" }, players = {
    { hex = "0,0", facing = 0, style = 1, hand = { { "Action 1", ref = "a1" } } },
    { hex = "0,2", facing = 0, style = 1 } } }
  has(g2:log(), "Ann has no playable card: the turn is skipped")
end)

test("Move section: 'If a 0 movement card is played, the player does not move, but can still rotate to a new direction'; Power token effects: +1 Power", function()
  local g = H.game{ line = { "Red Initiative", "Blue Initiative" }, players = {
    { hex = "0,0", facing = 0, style = 1, hand = { { "Action 8", ref = "a8" } } },
    { hex = "0,-3", facing = 3, style = 1, hand = { "Action 11" } } } }
  H.play(g, "a8", "Move")
  eq(#g:options(), 6, "six facings")
  has(g:options(), "face N ↑ (as now)")
  g:choose("face SW")
  eq(H.hex(g, 1), "0,0", "no move")
  eq(H.facing(g, 1), 4, "turned SW")
  eq(H.power(g, 1), 1, "the Move section's +1 Power")
end)

test("Move section: card #3's Move section has no number: a move of 0 with a turn (option card3_move=turn) or only +2 Power (card3_move=none)", function()
  local function play(opt)
    local g = H.game{ stop = true, options = { card3_move = opt }, line = { "Red Initiative", "Blue Initiative" }, players = {
      { hex = "0,0", facing = 0, style = 1, hand = { { "Action 3", ref = "a3" } } },
      { hex = "0,-3", facing = 3, style = 1, hand = { { "Action 8", ref = "b8" } } } } }
    has(g:options(), H.name(g, "a3") .. ": Move section (no number, +2 Power)")
    H.play(g, "a3", "Move")
    return g
  end
  local g = play("turn")
  eq(g:seat(), 1, "turn: Ann chooses a facing")
  g:choose("face S ↓")
  eq(H.facing(g, 1), 3)
  eq(H.power(g, 1), 2, "+2 Power")
  g = play("none")
  eq(g:seat(), 2, "none: no facing asked; Bob's turn")
  eq(H.facing(g, 1), 0)
  eq(H.power(g, 1), 2, "+2 Power")
  has(g:log(), "no move and no turn (option card3_move)")
end)

test("Move section: Displace: the moving player enters the other's hex and puts that champion on any adjacent hex but the one entered from; its orientation stays", function()
  local g = H.game{ players = {
    { hex = "0,0", facing = 0, style = 1, hand = { { "Action 2", ref = "a2" } } },
    { hex = "0,-1", facing = 3, style = 1 } } }
  H.play(g, "a2", "Move")
  has(g:options(), "move to 0,-1, displacing Bob (entering from 0,0)")
  has(g:options(), "move to 1,0", "an ordinary move of 1 too")
  g:choose("displacing Bob")
  local opts = g:options()
  eq(#opts, 5, "the five other hexes next to 0,-1")
  hasnt(opts, "put Bob on 0,0", "not the hex Ann entered from")
  has(opts, "put Bob on 0,-2")
  g:choose("put Bob on 1,-2")
  g:choose("face N ↑")
  eq(H.hex(g, 1), "0,-1", "Ann in Bob's hex")
  eq(H.hex(g, 2), "1,-2", "Bob displaced")
  eq(H.facing(g, 2), 3, "Bob's orientation remains the same")
end)

test("Move section: Displace with option land_on_figure=no never puts a champion on another's hex", function()
  -- Bob at the top corner 0,-3: its free neighbours are 1,-3 and -1,-2 (0,-2 is Ann's entry);
  -- Cat holds 1,-3, so only -1,-2 is left
  local g = H.game{ line = { "Red Initiative" }, players = {
    { hex = "0,-2", facing = 0, style = 1, hand = { { "Action 2", ref = "a2" } } },
    { hex = "0,-3", facing = 3, style = 1 },
    { hex = "1,-3", facing = 3, style = 1 } } }
  H.play(g, "a2", "Move")
  g:choose("displacing Bob")
  -- one landing left: taken without asking; then Ann's facing
  eq(H.hex(g, 2), "-1,-2", "the only free hex next to Bob")
  eq(H.hex(g, 1), "0,-3")
end)

test("Move section: with option move_distance=up_to a 2-move may end 1 hex away; exact (the default) is 2 hexes walked", function()
  local g = H.game{ options = { move_distance = "up_to", board = "0,0;0,1;0,2;0,3" }, players = {
    { hex = "0,0", facing = 0, style = 1, hand = { { "Action 1", ref = "a1" } } },
    { hex = "0,3", facing = 0, style = 1 } } }
  H.play(g, "a1", "Move")
  has(g:options(), "move to 0,1")
  has(g:options(), "move to 0,2")
  local g2 = H.game{ options = { board = "0,0;0,1;0,2;0,3" }, players = {
    { hex = "0,0", facing = 0, style = 1, hand = { { "Action 1", ref = "a1" } } },
    { hex = "0,3", facing = 0, style = 1 } } }
  H.play(g2, "a1", "Move")
  eq(g2:prompt():find("which way", 1, true) ~= nil, true, "one end only (0,2), taken without asking")
  eq(H.hex(g2, 1), "0,2")
end)
