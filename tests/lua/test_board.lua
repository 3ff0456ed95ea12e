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

-- The board as a picture (show board FILE.svg; g:svg here): hex cells as
-- hexagons, a measured plane's shapes to scale, the legend under them.

local function count(text, what)
  local n, at = 0, 1
  while true do
    local i = text:find(what, at, true)
    if not i then return n end
    n, at = n + 1, i + 1
  end
end

test("show board draws each hex cell as a hexagon with its text and colour, and the legend", function()
  local svg = at():svg()
  ok(svg:find("^<svg xmlns=\"http://www.w3.org/2000/svg\"") ~= nil, "an SVG document")
  has(svg, "</svg>\n")
  eq(count(svg, "<g class=\"cell\""), 7, "seven cells")
  has(svg, "<g class=\"cell\" data-q=\"-1\" data-r=\"0\"><polygon points=\"")
  has(svg, "fill=\"#c0392b\">P1^</text>") -- Ann in red
  has(svg, "fill=\"#2e6fd0\">P2^</text>") -- Bob in blue
  has(svg, ">P1 and P2 face up (^); viewer nil</text>")
  has(at():svg(2), "viewer 2</text>")
end)

test("show board draws a measured plane to scale: circles with their facing, polygons, dashed segments; text escaped", function()
  local svg = at("plane"):svg()
  eq(count(svg, "<g class=\"circle\""), 2, "two circles")
  -- 100 units drawn 800 pixels wide: a scale of 8
  has(svg, "<circle cx=\"160.0\" cy=\"200.0\" r=\"40.0\"")
  has(svg, "<line x1=\"160.0\" y1=\"200.0\" x2=\"200.0\" y2=\"200.0\"") -- facing 90: to the right
  has(svg, "<line x1=\"640.0\" y1=\"200.0\" x2=\"600.0\" y2=\"200.0\"") -- facing 270: to the left
  has(svg, "<polygon points=\"360.0,80.0 440.0,80.0 440.0,320.0 360.0,320.0\"")
  has(svg, ">wall &lt;&amp;&gt;</text>")
  has(svg, "stroke-dasharray=\"6 4\"")
  has(svg, "<rect x=\"0\" y=\"0.0\" width=\"800.0\" height=\"400.0\"")
end)

test("show board refuses a malformed shape, naming it, and a game that draws no board", function()
  fails(function() at("bad_shape"):svg() end, "R.board: plane shape 3 (polygon point 2): a point { x, y } of integers")
  fails(function() at("bad_colour"):svg() end, "no colour 'mauve'")
  fails(function() at("none"):svg() end, "this game draws no board")
  fails(function() game{ root = "tests/fixtures", rules = "mini" }:svg() end, "this game draws no board")
end)
