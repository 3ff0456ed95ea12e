-- The hex board functions scripts see as cv.hex (vm/hex_lua.c, docs/boards.md):
-- their values on small boards worked out by hand, the order of every list,
-- the errors a bad argument gets, the caps, and a cell kept in a card's
-- variable through a step, undo and redo. On the kernel's mini test game:
-- cv.hex knows no game.

local function at(name)
  return game{ root = "tests/fixtures", rules = "mini", position = "tests/fixtures/mini_positions/" .. name .. ".lua" }
end

local function mini() return at("helpers") end

-- A list as one line, to compare lists.
local function line(t) return table.concat(t, " ") end

-- The value of a query as one line (a list), or as it is.
local function ev(g, code)
  local v = g:eval(code)
  if type(v) == "table" then return line(v) end
  return v
end

test("cell keys: cv.hex.cell makes the one key of a cell, cv.hex.qr reads it back", function()
  local g = mini()
  eq(g:eval("cv.hex.cell(2, -1)"), "2,-1")
  eq(g:eval("cv.hex.cell(0, 0)"), "0,0")
  eq(g:eval("cv.hex.cell(-3.0, 7)"), "-3,7", "a float with an integral value is an integer")
  local q, r = g:eval("cv.hex.qr('-3,12')")
  eq(q, -3)
  eq(r, 12)
  eq(g:eval("math.type((cv.hex.qr('4,0')))"), "integer")
  eq(g:eval("cv.hex.cell(cv.hex.qr('-1000000,1000000'))"), "-1000000,1000000")
end)

test("directions: 0 is north, then clockwise; neighbours in the order of the directions", function()
  local g = mini()
  eq(ev(g, "cv.hex.neighbours('0,0')"), "0,-1 1,-1 1,0 0,1 -1,1 -1,0")
  eq(ev(g, "cv.hex.neighbours('2,-1')"), "2,-2 3,-2 3,-1 2,0 1,0 1,-1")
  eq(g:eval("cv.hex.neighbour('1,1', 3)"), "1,2", "south")
  eq(g:eval("cv.hex.neighbour('1,1', 1)"), "2,0", "north-east")
  for d = 0, 5 do
    eq(g:eval("cv.hex.direction('4,-2', cv.hex.neighbour('4,-2', " .. d .. "))"), d, "direction " .. d)
    eq(g:eval("cv.hex.behind('4,-2', " .. d .. ")"), g:eval("cv.hex.neighbour('4,-2', " .. (d + 3) % 6 .. ")"),
      "behind, facing " .. d)
  end
  eq(g:eval("cv.hex.direction('0,0', '2,0')"), nil, "not next to it")
  eq(g:eval("cv.hex.direction('0,0', '0,0')"), nil, "the same cell")
  eq(g:eval("cv.hex.behind('0,0', 0)"), "0,1", "facing north, behind is south")
end)

test("distance: the number of steps", function()
  local g = mini()
  eq(g:eval("cv.hex.distance('0,0', '0,0')"), 0)
  eq(g:eval("cv.hex.distance('0,0', '3,-1')"), 3)
  eq(g:eval("cv.hex.distance('3,-1', '0,0')"), 3)
  eq(g:eval("cv.hex.distance('-2,0', '2,2')"), 6)
  eq(g:eval("cv.hex.distance('-1000000,1000000', '1000000,-1000000')"), 2000000)
end)

test("rotate: directions and offsets turn clockwise; six turns are none", function()
  local g = mini()
  eq(g:eval("cv.hex.rotate(5, 1)"), 0)
  eq(g:eval("cv.hex.rotate(0, -1)"), 5)
  eq(g:eval("cv.hex.rotate(2, 3)"), 5, "about face")
  eq(g:eval("cv.hex.rotate(4, 6000000001)"), 5)
  eq(g:eval("cv.hex.rotate('0,-1', 1)"), "1,-1", "north turns north-east")
  eq(g:eval("cv.hex.rotate('2,-1', 1)"), "1,1")
  eq(g:eval("cv.hex.rotate('2,-1', -1)"), "1,-2")
  eq(g:eval("cv.hex.rotate('2,-1', 6)"), "2,-1")
  eq(g:eval("cv.hex.rotate('2,-1', 0)"), "2,-1")
end)

test("offsets: a pattern given facing north lands where the facing turns it", function()
  local g = mini()
  -- ahead, two ahead, front-right, in the facing-0 frame
  local pat = "{ '0,-1', '0,-2', '1,-1' }"
  eq(ev(g, "cv.hex.offsets('1,1', 0, " .. pat .. ")"), "1,0 1,-1 2,0", "facing north")
  eq(ev(g, "cv.hex.offsets('1,1', 2, " .. pat .. ")"), "2,1 3,1 1,2", "facing south-east")
  eq(ev(g, "cv.hex.offsets('1,1', 3, " .. pat .. ")"), "1,2 1,3 0,2", "facing south")
  eq(g:eval("cv.hex.offset('1,1', 2, '1,-1')"), "1,2")
  eq(ev(g, "cv.hex.offsets('1,1', 2, {})"), "")
  -- cv.hex.relative undoes cv.hex.offset, for every facing and offset within 2
  eq(g:eval([[
    local bad = {}
    for f = 0, 5 do
      for _, off in ipairs(cv.hex.hexagon(2)) do
        local c = cv.hex.offset('-3,2', f, off)
        if cv.hex.relative('-3,2', f, c) ~= off then bad[#bad + 1] = f .. ':' .. off end
        if cv.hex.distance('-3,2', c) ~= cv.hex.distance('0,0', off) then bad[#bad + 1] = 'd' .. off end
      end
    end
    return table.concat(bad, ' ')]]), "")
  -- a list read through # and [i], as a card definition's read-only tables are
  eq(ev(g, "cv.hex.offsets('0,0', 1, setmetatable({}, { __index = { '0,-1', '1,-1' }, " ..
    "__len = function() return 2 end }))"), "1,-1 1,0")
end)

test("hexagon: 1 + 3R(R + 1) cells, sorted by q then r", function()
  local g = mini()
  for r = 0, 6 do
    eq(g:eval("#cv.hex.hexagon(" .. r .. ")"), 1 + 3 * r * (r + 1), "radius " .. r)
  end
  eq(g:eval("#cv.hex.hexagon(36)"), 3997)
  eq(ev(g, "cv.hex.hexagon(0)"), "0,0")
  eq(ev(g, "cv.hex.hexagon(1)"), "-1,0 -1,1 0,-1 0,0 0,1 1,-1 1,0")
  eq(ev(g, "cv.hex.hexagon(1, '5,-5')"), "4,-5 4,-4 5,-6 5,-5 5,-4 6,-6 6,-5")
end)

test("sort: a list of cells in the order of cells, each once", function()
  local g = mini()
  eq(ev(g, "cv.hex.sort({ '1,0', '0,1', '-1,5', '0,1', '0,-1', '-1,-5', '10,-20', '2,0' })"),
    "-1,-5 -1,5 0,-1 0,1 1,0 2,0 10,-20", "numbers, not text: 2 before 10")
  eq(ev(g, "cv.hex.sort({})"), "")
end)

-- A corridor going south from the walker at "0,0": "0,1", "0,2".
local CORRIDOR = "{ '0,1', '0,2' }"
-- Radius 2 around "0,0", with "0,-1", "1,0" and "-1,1" occupied: the walker
-- at "0,0" can leave only by "1,-1", "0,1" and "-1,0".
local BOARD = "(function() local f = {} for _, c in ipairs(cv.hex.hexagon(2)) do " ..
  "if c ~= '0,-1' and c ~= '1,0' and c ~= '-1,1' and c ~= '0,0' then f[#f + 1] = c end end return f end)()"

test("walks: the cells where exactly N steps through free cells can end, sorted", function()
  local g = mini()
  eq(ev(g, "cv.hex.walks('0,0', 0, " .. CORRIDOR .. ")"), "0,0", "no step: the start")
  eq(ev(g, "cv.hex.walks('0,0', 1, " .. CORRIDOR .. ")"), "0,1")
  eq(ev(g, "cv.hex.walks('0,0', 2, " .. CORRIDOR .. ")"), "0,0 0,2", "back to the start, or on")
  eq(ev(g, "cv.hex.walks('0,0', 2, " .. CORRIDOR .. ", { simple = true })"), "0,2", "no cell twice")
  eq(ev(g, "cv.hex.walks('0,0', 3, " .. CORRIDOR .. ", { simple = true })"), "", "nowhere to go")
  eq(ev(g, "cv.hex.walks('0,0', 1, " .. BOARD .. ")"), "-1,0 0,1 1,-1", "not onto an occupied cell")
  -- two steps: never through "0,-1", "1,0" or "-1,1"
  eq(ev(g, "cv.hex.walks('0,0', 2, " .. BOARD .. ", { simple = true })"),
    "-2,0 -2,1 -1,-1 -1,2 0,2 1,-2 1,1 2,-2 2,-1")
  eq(ev(g, "cv.hex.walks('0,0', 2, " .. BOARD .. ")"),
    "-2,0 -2,1 -1,-1 -1,2 0,0 0,2 1,-2 1,1 2,-2 2,-1",
    "coming back: the start too (no free cell of the first ring is next to another)")
  -- the end is the start only when the walk comes back to it: a script
  -- that forbids it compares the keys
  eq(g:eval("local n = 0 for _, c in ipairs(cv.hex.walks('0,0', 2, " .. CORRIDOR .. ")) do " ..
    "if c == '0,0' then n = n + 1 end end return n"), 1)
end)

test("walks: with paths, the least path to each end, from the start", function()
  local g = mini()
  local ends, paths = g:eval("cv.hex.walks('0,0', 2, " .. CORRIDOR .. ", { paths = true })")
  eq(line(ends), "0,0 0,2")
  eq(#paths, 2)
  eq(line(paths[1]), "0,0 0,1 0,0")
  eq(line(paths[2]), "0,0 0,1 0,2")
  ends, paths = g:eval("cv.hex.walks('0,0', 2, " .. BOARD .. ", { paths = true })")
  eq(#ends, 10)
  eq(#paths, #ends)
  for i, p in ipairs(paths) do
    eq(#p, 3, "start and two steps")
    eq(p[1], "0,0")
    eq(p[3], ends[i])
  end
  eq(ends[5], "0,0")
  eq(line(paths[5]), "0,0 -1,0 0,0", "back by the least of three cells: -1,0 before 0,1 and 1,-1")
  eq(line(paths[3]), "0,0 -1,0 -1,-1")
  eq(line(paths[8]), "0,0 0,1 1,1")
  eq(line(paths[10]), "0,0 1,-1 2,-1")
  -- simple: the same paths, without the way back
  local ends2, paths2 = g:eval("cv.hex.walks('0,0', 2, " .. BOARD .. ", { paths = true, simple = true })")
  eq(#ends2, 9)
  eq(line(paths2[3]), "0,0 -1,0 -1,-1")
end)

test("walks: the same answer whatever the order of the free cells, game after game", function()
  local g, h = mini(), mini()
  local code = "cv.hex.walks('1,0', 3, " .. BOARD .. ", { paths = true })"
  local ends1, paths1 = g:eval(code)
  local ends2, paths2 = h:eval(code)
  eq(line(ends1), line(ends2))
  -- reversed, and each cell twice
  local ends3, paths3 = g:eval("local f = " .. BOARD .. " local r = {} for i = #f, 1, -1 do r[#r + 1] = f[i] r[#r + 1] = f[i] end " ..
    "return cv.hex.walks('1,0', 3, r, { paths = true })")
  eq(line(ends1), line(ends3))
  for i = 1, #paths1 do
    eq(line(paths1[i]), line(paths2[i]))
    eq(line(paths1[i]), line(paths3[i]))
  end
  eq(line(g:eval("cv.hex.sort(cv.hex.walks('1,0', 3, " .. BOARD .. "))")), line(ends1), "already sorted")
end)

test("errors name the function, the argument and what was expected", function()
  local g = mini()
  local function bad(code, msg) fails(function() g:eval(code) end, msg) end
  bad("cv.hex.distance('0, 0', '1,1')",
    [[bad argument #1 to 'cv.hex.distance' (a cell "q,r" such as "2,-1" expected, got "0, 0")]])
  bad("cv.hex.distance('0,0')", [[bad argument #2 to 'cv.hex.distance' (a cell "q,r" such as "2,-1" expected, got no value)]])
  bad("cv.hex.distance('0,0', {0, 1})", [[(a cell "q,r" such as "2,-1" expected, got table)]])
  bad("cv.hex.distance('0,0', 5)", [[(a cell "q,r" such as "2,-1" expected, got 5)]])
  bad("cv.hex.qr('01,2')", [[bad argument #1 to 'cv.hex.qr' (a cell "q,r" with coordinates from -1000000 to 1000000, without leading zeros or "-0" expected, got "01,2")]])
  bad("cv.hex.qr('2000000,0')", [[with coordinates from -1000000 to 1000000]])
  bad("cv.hex.neighbour('0,0', 6)", [[bad argument #2 to 'cv.hex.neighbour' (a direction 0-5 expected, got 6)]])
  bad("cv.hex.neighbour('0,0', 1.5)", [[(a direction 0-5 expected, got 1.5)]])
  bad("cv.hex.neighbour('0,0', '1')", [[(a direction 0-5 expected, got "1")]])
  bad("cv.hex.behind('0,0', -1)", [[bad argument #2 to 'cv.hex.behind' (a facing 0-5 expected, got -1)]])
  bad("cv.hex.offset('0,0', 1, 'x')", [[bad argument #3 to 'cv.hex.offset' (an offset "q,r" such as "2,-1" expected, got "x")]])
  bad("cv.hex.offsets('0,0', 1, { '0,-1', 7 })", [[bad argument #3 to 'cv.hex.offsets' (entry 2: an offset "q,r" such as "2,-1" expected, got 7)]])
  bad("cv.hex.rotate(true, 1)", [[bad argument #1 to 'cv.hex.rotate' (a direction 0-5 or an offset "q,r" expected, got true)]])
  bad("cv.hex.rotate(1)", [[bad argument #2 to 'cv.hex.rotate' (an integer number of turns expected, got no value)]])
  bad("cv.hex.cell(1, 1000001)", [[bad argument #2 to 'cv.hex.cell' (an integer from -1000000 to 1000000 expected, got 1000001)]])
  bad("cv.hex.hexagon(37)", [[bad argument #1 to 'cv.hex.hexagon' (a radius from 0 to 36 expected, got 37)]])
  bad("cv.hex.hexagon(-1)", [[(a radius from 0 to 36 expected, got -1)]])
  bad("cv.hex.hexagon(1, 'centre')", [[bad argument #2 to 'cv.hex.hexagon' (a cell "q,r" such as "2,-1" expected, got "centre")]])
  bad("cv.hex.sort('0,0')", [[bad argument #1 to 'cv.hex.sort' (a list of cells expected, got "0,0")]])
  bad("cv.hex.walks('0,0', 65, {})", [[bad argument #2 to 'cv.hex.walks' (a number of steps from 0 to 64 expected, got 65)]])
  bad("cv.hex.walks('0,0', 1)", [[bad argument #3 to 'cv.hex.walks' (a list of cells expected, got no value)]])
  bad("cv.hex.walks('0,0', 1, { '0,1', 'x' })", [[bad argument #3 to 'cv.hex.walks' (entry 2: a cell "q,r" such as "2,-1" expected, got "x")]])
  bad("cv.hex.walks('0,0', 1, {}, 'simple')", [[bad argument #4 to 'cv.hex.walks' (a table of options (paths, simple) or nil expected, got "simple")]])
  bad("cv.hex.walks('0,0', 1, {}, { simple = true, path = true, zz = 1 })",
    [[bad argument #4 to 'cv.hex.walks' (unknown option 'path' (options: paths, simple))]])
  bad("cv.hex.offset('1000000,0', 1, '0,-1')", [[cv.hex.offset: the result (1000001,-1) is off the grid (coordinates from -1000000 to 1000000)]])
  -- a long or unprintable string is shown cut and cleaned
  bad("cv.hex.qr(('x'):rep(50) .. '\\n')", [[got "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...")]])
  bad("cv.hex.qr('a\\nb')", [[got "a?b")]])
end)

test("caps: too large a list, too many steps, too long a search; the budget pays for big calls", function()
  local g = mini()
  local function bad(code, msg) fails(function() g:eval(code) end, msg) end
  bad("local t = {} for i = 1, 4097 do t[i] = '0,0' end return cv.hex.walks('0,0', 1, t)",
    [[bad argument #3 to 'cv.hex.walks' (a list of at most 4096 cells expected, got 4097 cells)]])
  bad("local t = {} for i = 1, 4097 do t[i] = '0,0' end return cv.hex.sort(t)", [[(a list of at most 4096 cells expected, got 4097 cells)]])
  eq(g:eval("#cv.hex.walks('0,0', 64, cv.hex.hexagon(36))"), 3997, "the largest walk there is")
  bad("cv.hex.walks('0,0', 20, cv.hex.hexagon(36), { simple = true })",
    "cv.hex.walks: more than 4000000 steps of search (20 steps over 3997 cells, simple): too many paths to try")
  -- a loop of large calls runs out of the query's budget, as a loop of
  -- instructions would
  bad("for i = 1, 100000 do cv.hex.hexagon(36) end", "instruction budget")
end)

test("cv.hex is read-only and lists nothing", function()
  local g = mini()
  fails(function() g:eval("cv.hex.walks = nil") end, "'cv.hex' is read-only")
  fails(function() g:eval("rawset(cv.hex, 'walks', 1)") end, "read-only")
  eq(g:eval("local n = 0 for _ in pairs(cv.hex) do n = n + 1 end return n"), 0)
  eq(g:eval("type(cv.hex.walks)"), "function", "still there")
  ok(not pcall(g.eval, g, "setmetatable(cv.hex, nil)"), "its metatable is protected")
end)

test("a cell in a card's variable: set by an ability, logged, undone and redone, in the hash", function()
  local path = os.tmpname()
  local f = assert(io.open(path, "w"))
  f:write([[
return {
  rules = "mini",
  turn = 1, player = 1, phase = "main",
  players = {
    { name = "Ann", table = { { "test_walker", vars = { cell = "0,0", facing = 1 } } } },
    { name = "Bob", table = { } },
  },
  cards = {
    test_walker = { title = "Walker", abilities = {
      { word = "main", label = "step ahead",
        run = function(self)
          cv.set_var(self, "cell", cv.hex.neighbour(cv.var(self, "cell"), cv.var(self, "facing")))
        end },
      { word = "main", label = "turn right",
        run = function(self) cv.set_var(self, "facing", cv.hex.rotate(cv.var(self, "facing"), 1)) end },
    } },
  },
}
]])
  f:close()
  local g = game{ root = "tests/fixtures", position = path }
  os.remove(path)
  local w = g:id("Walker")
  local before = g:hash()
  g:choose("step ahead")
  eq(g:eval("cv.var(" .. w .. ", 'cell')"), "1,-1", "one step north-east")
  has(g:log(), "Walker [" .. w .. "]'s cell = \"1,-1\"")
  local after = g:hash()
  ok(after ~= before, "the cell is in the state's hash")
  g:undo()
  eq(g:eval("cv.var(" .. w .. ", 'cell')"), "0,0")
  eq(g:hash(), before)
  g:redo()
  eq(g:eval("cv.var(" .. w .. ", 'cell')"), "1,-1")
  eq(g:hash(), after)
  while g:seat() ~= 1 do g:choose("pass") end
  g:choose("turn right")
  while g:seat() ~= 1 do g:choose("pass") end
  g:choose("step ahead")
  eq(g:eval("cv.var(" .. w .. ", 'facing')"), 2)
  eq(g:eval("cv.var(" .. w .. ", 'cell')"), "2,-1", "then south-east")
  eq(g:eval("cv.hex.distance('0,0', cv.var(" .. w .. ", 'cell'))"), 2)
end)

test("every cv.hex function is documented in docs/scripting.md and docs/boards.md", function()
  local names = { "cell", "qr", "distance", "neighbour", "neighbours", "direction", "rotate",
    "offset", "offsets", "relative", "behind", "hexagon", "sort", "walks" }
  local function read(p)
    local fh = assert(io.open(ROOT .. "/" .. p))
    local s = fh:read("a")
    fh:close()
    return s
  end
  local api, guide = read("docs/scripting.md"), read("docs/boards.md")
  local g = mini()
  for _, n in ipairs(names) do
    eq(g:eval("type(cv.hex." .. n .. ")"), "function", n)
    ok(api:find("\n| `cv.hex." .. n .. "(", 1, true), "docs/scripting.md has a row for cv.hex." .. n)
    ok(guide:find("cv.hex." .. n .. "(", 1, true), "docs/boards.md shows cv.hex." .. n)
  end
end)
