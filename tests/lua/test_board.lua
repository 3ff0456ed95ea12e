-- A board on screen (docs/scripting.md, R.board): a ruleset's cells drawn by
-- state and view, each column half a cell lower than the one on its left;
-- a malformed or failing board is one line saying so, and the rest of the
-- state is still shown. On the fixture game tests/fixtures/scripts/board.

local function at(board)
  return game{ root = "tests/fixtures", rules = "board", options = { "board=" .. (board or "good") } }
end

local DRAWN = table.concat({
  "    .",
  "P1^     .",
  "    .",
  ".       P2^",
  "    .",
}, "\n") .. "\n"

test("the board is drawn before the zones, with the ruleset's legend, for a judge and for each seat", function()
  local g = at()
  has(g:state(), DRAWN .. "P1 and P2 face up (^); viewer nil\ngame:")
  has(g:state(1), DRAWN .. "P1 and P2 face up (^); viewer 1\n")
  has(g:state(2), "viewer 2")
end)

test("the board follows the game: a move redraws it, an undo takes it back", function()
  local g = at()
  g:choose("move to 0,0")
  has(g:state(), "    .\n.       .\n    P1^\n.       P2^\n    .\n")
  g:undo()
  has(g:state(), DRAWN)
end)

test("a board that is malformed or fails is one line naming the problem; the rest of the state is shown", function()
  has(at("bad_cell"):state(), "(the ruleset's board failed: R.board: cell 3: integer q and r (-1000000 to 1000000) expected)\ngame:")
  has(at("bad_colour"):state(), "(the ruleset's board failed: R.board: cell 2 (1,-1): no colour 'mauve' (red, green, yellow, blue, magenta, cyan, white, bold, dim))")
  local g = at("fails")
  has(g:state(), "(the ruleset's board failed:")
  has(g:state(), "no board today")
  has(g:state(), "decision: Ann")
end)

test("a ruleset without a board, or whose board is nil, draws none", function()
  hasnt(at("none"):state(), "P1^")
  local h = game{ root = "tests/fixtures", rules = "mini" }
  hasnt(h:state(), "board failed")
end)
