-- cv.plane, the binding of the measured plane (vm/plane_lua.c,
-- docs/planes.md): the values a ruleset gets, in each of its shapes' forms;
-- the errors a bad argument raises, naming it and what was expected; the
-- caps; a read-only table; the same answers in every game and whatever
-- order a table's fields were written in; and the work of large calls
-- charged to the step's budget. Run inside a game of the fixture game
-- mini, as a ruleset would call them.

local function new()
  return game{ root = "tests/fixtures", rules = "mini" }
end

-- The values of a query, packed.
local function ev(g, q)
  return table.pack(g:eval(q))
end

test("points, circles and polygons: keys made and read, tables taken as keys are", function()
  local g = new()
  eq(g:eval("cv.plane.point(3, -4)"), "3,-4")
  eq(g:eval("cv.plane.circle('3,-4', 12)"), "3,-4,12")
  eq(g:eval("cv.plane.circle({ x = 3, y = -4 }, 0)"), "3,-4,0")
  eq(g:eval("cv.plane.polygon({ '0,0', { 10, 0 }, { x = 10, y = 5 } })"), "0,0 10,0 10,5")
  eq(g:eval("cv.plane.polygon('0,0 10,0 10,5')"), "0,0 10,0 10,5")
  local v = ev(g, "cv.plane.xy('3,-4')")
  eq(v.n, 2)
  eq(v[1], 3)
  eq(v[2], -4)
  v = ev(g, "cv.plane.xy('3,-4,12')")
  eq(v.n, 3)
  eq(v[3], 12)
  v = ev(g, "cv.plane.xy({ 5, 6, 7 })")
  eq(v[1] + v[2] + v[3], 18)
  eq(ev(g, "cv.plane.xy({ x = 5, y = 6 })").n, 2)
  -- every form of a point gives the same answer
  for _, p in ipairs({ "'3,4'", "{ 3, 4 }", "{ x = 3, y = 4 }", "{ y = 4, x = 3 }", "{ x = 3.0, y = 4 }" }) do
    eq(g:eval("cv.plane.distance('0,0', " .. p .. ")"), 5, p)
  end
  for _, c in ipairs({ "'10,0,5'", "{ 10, 0, 5 }", "{ x = 10, y = 0, r = 5 }", "{ r = 5, y = 0, x = 10 }" }) do
    eq(g:eval("cv.plane.gap('0,0,5', " .. c .. ")"), 0, c)
  end
  eq(g:eval("cv.plane.gap('0,0,5', '10,0')"), 5) -- a point is a circle of radius 0
  eq(g:eval("cv.plane.point(1000000, -1000000)"), "1000000,-1000000")
end)

test("distance rounds up; gap is edge to edge, rounded up, negative on an overlap", function()
  local g = new()
  eq(g:eval("cv.plane.distance('0,0', '3,4')"), 5)
  eq(g:eval("cv.plane.distance('0,0', '1,1')"), 2)
  eq(g:eval("cv.plane.distance('-1000000,-1000000', '1000000,1000000')"), 2828428)
  eq(g:eval("cv.plane.gap('0,0,30', '30,40,20')"), 0)
  eq(g:eval("cv.plane.gap('0,0,29', '30,40,20')"), 1)
  eq(g:eval("cv.plane.gap('0,0,31', '30,40,20')"), -1)
  eq(g:eval("cv.plane.gap('0,0,1', '1,1')"), 1) -- 0.414
  eq(g:eval("cv.plane.gap('0,0,100', '10,0,5')"), -95)
  -- a circle and a polygon, in either order
  eq(g:eval("cv.plane.gap('15,5,3', '0,0 10,0 10,10 0,10')"), 2)
  eq(g:eval("cv.plane.gap('0,0 10,0 10,10 0,10', '15,5,3')"), 2)
  eq(g:eval("cv.plane.gap('3,5,2', { '0,0', '10,0', '10,10', '0,10' })"), -5)
end)

test("within and touching are exact, with a tolerance for touching", function()
  local g = new()
  eq(g:eval("cv.plane.within('0,0,1', '10,0,2', 7)"), true)
  eq(g:eval("cv.plane.within('0,0,1', '10,0,2', 6)"), false)
  -- gap 0.414: within 1, not within 0; gap(a, b) <= n exactly when within(a, b, n)
  eq(g:eval("cv.plane.within('0,0,1', '1,1', 0)"), false)
  eq(g:eval("cv.plane.within('0,0,1', '1,1', 1)"), true)
  eq(g:eval([[
    local bad = 0
    for x = -3, 3 do for y = -3, 3 do for r = 0, 4 do for n = -6, 3 do
      local a, b = cv.plane.circle({ x, y }, r), '1,2,1'
      if (cv.plane.gap(a, b) <= n) ~= cv.plane.within(a, b, n) then bad = bad + 1 end
    end end end end
    return bad]]), 0)
  eq(g:eval("cv.plane.touching('0,0,5', '10,0,5')"), true)
  eq(g:eval("cv.plane.touching('0,0,30', '30,40,20')"), true)
  eq(g:eval("cv.plane.touching('0,0,5', '10,1,5')"), false) -- 0.05 apart
  eq(g:eval("cv.plane.touching('0,0,5', '10,1,5', 1)"), true)
  eq(g:eval("cv.plane.touching('0,0,6', '10,0,5')"), false)
  eq(g:eval("cv.plane.touching('0,0,6', '10,0,5', 1)"), true)
  eq(g:eval("cv.plane.touching('15,5,5', '0,0 10,0 10,10 0,10')"), true)
  -- the polygon first, and the tolerance after it
  eq(g:eval("cv.plane.touching('0,0 10,0 10,10 0,10', '15,5,6', 1)"), true)
  eq(g:eval("cv.plane.touching('0,0 10,0 10,10 0,10', '15,5,6')"), false)
  eq(g:eval("cv.plane.within({ '0,0', '10,0', '10,10', '0,10' }, '15,5,2', 3)"), true)
  eq(g:eval("cv.plane.within({ '0,0', '10,0', '10,10', '0,10' }, '15,5,2', 2)"), false)
  -- wholly inside a polygon: within -2r
  eq(g:eval("cv.plane.within('5,5,5', '0,0 10,0 10,10 0,10', -10)"), true)
  eq(g:eval("cv.plane.within('5,6,5', '0,0 10,0 10,10 0,10', -10)"), false)
end)

test("points in polygons: inside, on the boundary, outside", function()
  local g = new()
  local sq = "'0,0 10,0 10,10 0,10'"
  eq(g:eval("cv.plane.point_in_polygon('5,5', " .. sq .. ")"), "inside")
  eq(g:eval("cv.plane.point_in_polygon('10,5', " .. sq .. ")"), "boundary")
  eq(g:eval("cv.plane.point_in_polygon('0,0', " .. sq .. ")"), "boundary")
  eq(g:eval("cv.plane.point_in_polygon('11,5', " .. sq .. ")"), false)
  -- concave: the notch of a U is outside
  local cup = "'0,0 10,0 10,10 6,10 6,3 4,3 4,10 0,10'"
  eq(g:eval("cv.plane.point_in_polygon('5,5', " .. cup .. ")"), false)
  eq(g:eval("cv.plane.point_in_polygon('5,2', " .. cup .. ")"), "inside")
end)

test("a segment and a circle: inside, crosses, touches, or false", function()
  local g = new()
  eq(g:eval("cv.plane.segment_circle('-5,0', '5,0', '0,3,3')"), "touches")
  eq(g:eval("cv.plane.segment_circle('-5,1', '5,1', '0,3,3')"), "crosses")
  eq(g:eval("cv.plane.segment_circle('-1,3', '1,4', '0,3,3')"), "inside")
  eq(g:eval("cv.plane.segment_circle('-5,-1', '5,-1', '0,3,3')"), false)
  eq(g:eval("cv.plane.segment_circle('1,3', '1,3', '0,3,3')"), "inside")
  eq(g:eval("cv.plane.segment_circle('-1,7', '7,1', '0,0,5')"), "touches")
end)

test("a segment and a polygon: how it meets it, and the spans in it", function()
  local g = new()
  local k, spans = g:eval("cv.plane.segment_polygon('-5,5', '15,5', '0,0 10,0 10,10 0,10')")
  eq(k, "crosses")
  eq(#spans, 1)
  eq(spans[1][1], 5)
  eq(spans[1][2], 15)
  k, spans = g:eval("cv.plane.segment_polygon('-2,5', '12,5', '0,0 10,0 10,10 6,10 6,3 4,3 4,10 0,10')")
  eq(k, "crosses")
  eq(#spans, 2)
  eq(table.concat({ spans[1][1], spans[1][2], spans[2][1], spans[2][2] }, " "), "2 6 8 12")
  k, spans = g:eval("cv.plane.segment_polygon('2,2', '8,3', '0,0 10,0 10,10 0,10')")
  eq(k, "inside")
  eq(spans[1][2], 6)
  k, spans = g:eval("cv.plane.segment_polygon('0,5', '10,5', '0,0 5,5 10,0')")
  eq(k, "touches")
  eq(spans[1][1], 5)
  eq(spans[1][2], 5)
  k, spans = g:eval("cv.plane.segment_polygon('-5,0', '15,0', '0,0 10,0 10,10 0,10')")
  eq(k, "touches") -- along an edge
  eq(spans[1][1] .. "-" .. spans[1][2], "5-15")
  k, spans = g:eval("cv.plane.segment_polygon('0,0', '10,0', '2,-1 3,1 8,1 8,-1')")
  eq(spans[1][1], 3) -- 2.5: a half up
  k, spans = g:eval("cv.plane.segment_polygon('20,20', '30,30', '0,0 10,0 10,10 0,10')")
  eq(k, false)
  eq(#spans, 0)
  -- a wall: a polygon of two vertices
  eq(g:eval("cv.plane.segment_polygon('5,-5', '5,5', '0,0 10,0')"), "touches")
end)

test("fits: a circle along a path past circles and polygons; touching is not overlapping", function()
  local g = new()
  eq(g:eval("cv.plane.fits(2, { '0,0', '20,0', '20,20' }, { '10,4,2', '24,10,2' })"), true)
  local v = ev(g, "cv.plane.fits(3, { '0,0', '20,0', '20,20' }, { '10,5,2', '24,10,2' })")
  eq(v.n, 3)
  eq(v[1], false)
  eq(v[2], 2) -- the second leg
  eq(v[3], 2) -- the second obstacle
  local sq = "{ {0,0}, {10,0}, {10,10}, {0,10} }"
  eq(g:eval("cv.plane.fits(3, { '-10,-3', '20,-3' }, { " .. sq .. " })"), true)
  eq(g:eval("cv.plane.fits(4, { '-10,-3', '20,-3' }, { " .. sq .. " })"), false)
  -- one point: placing it
  eq(g:eval("cv.plane.fits(5, { '15,5' }, { " .. sq .. ", '30,5,10' })"), true)
  eq(ev(g, "cv.plane.fits(6, { '15,5' }, { '31,5,10', " .. sq .. " })")[3], 2)
  eq(ev(g, "cv.plane.fits(6, { '15,5' }, { '30,5,10', " .. sq .. " })")[3], 1)
  -- a point (radius 0) along an edge fits, across does not; a wall stops a circle
  eq(g:eval("cv.plane.fits(0, { '-5,0', '15,0' }, { '0,0 10,0 10,10 0,10' })"), true)
  eq(g:eval("cv.plane.fits(0, { '-5,5', '15,5' }, { '0,0 10,0 10,10 0,10' })"), false)
  eq(g:eval("cv.plane.fits(1, { '-5,0', '5,0' }, { '0,-10 0,10' })"), false)
  eq(g:eval("cv.plane.fits(1, { '-5,0', '5,0' }, {})"), true)
end)

test("tangents: the outer tangents, the left one first; nil when nested", function()
  local g = new()
  local l, r = g:eval("cv.plane.tangents('0,0,10', '100,0,10')")
  eq(l[1] .. " " .. l[2], "0,10 100,10")
  eq(r[1] .. " " .. r[2], "0,-10 100,-10")
  l, r = g:eval("cv.plane.tangents({ x = 0, y = 0, r = 5 }, '5,0,2')")
  eq(l[1] .. " " .. l[2], "3,4 6,2")
  eq(r[1] .. " " .. r[2], "3,-4 6,-2")
  l, r = g:eval("cv.plane.tangents('0,0,2', '2,0,1')")
  eq(l[2], "3,1") -- (2.5, 0.87): a half away from the centre
  eq(g:eval("cv.plane.tangents('0,0,10', '1,0,2')"), nil)
  eq(g:eval("cv.plane.tangents('0,0,10', '0,0,10')"), nil)
  l = g:eval("cv.plane.tangents('1,2', '7,-3')")
  eq(l[1] .. " " .. l[2], "1,2 7,-3")
  -- a tangent point off the plane is an error, not a wrong key
  has(g:query("select(2, pcall(cv.plane.tangents, '999990,0,50', '999990,500,50'))"), "is off the plane")
end)

-- The message of a query that fails.
local function err(g, q)
  local ok, e = pcall(g.eval, g, q)
  ok = not ok and e
  return ok or "no error"
end

test("bad arguments: the argument, what was expected, what came", function()
  local g = new()
  has(err(g, "cv.plane.distance('0,0', 3)"),
    [[bad argument #2 to 'cv.plane.distance' (a point "x,y" or {x, y} expected, got 3)]])
  has(err(g, "cv.plane.distance('0,0', '01,2')"),
    [[bad argument #2 to 'cv.plane.distance' (a point "x,y" or {x, y}, coordinates from -1000000 to 1000000, no spaces, leading zeros or "-0" expected, got "01,2")]])
  has(err(g, "cv.plane.distance('0,0', '0,0,5')"),
    [[bad argument #2 to 'cv.plane.distance' (a point "x,y" or {x, y} expected, got a circle "0,0,5")]])
  has(err(g, "cv.plane.distance({ x = 1.5, y = 0 }, '1,1')"),
    [[bad argument #1 to 'cv.plane.distance' (a point's x: an integer from -1000000 to 1000000 expected, got 1.5)]])
  has(err(g, "cv.plane.distance({ 1 }, '1,1')"),
    [[bad argument #1 to 'cv.plane.distance' (a point "x,y" or {x, y} expected, got a table without entries 1 and 2)]])
  has(err(g, "cv.plane.distance({ x = 1 }, '1,1')"), "got a table without y)")
  has(err(g, "cv.plane.distance('1000001,0', '1,1')"), "coordinates from -1000000 to 1000000")
  has(err(g, "cv.plane.gap('0,0,-1', '1,1')"), "a radius from 0 to 1000000")
  has(err(g, "cv.plane.gap({ 0, 0, -1 }, '1,1')"),
    [[bad argument #1 to 'cv.plane.gap' (a circle's r: an integer from 0 to 1000000 expected, got -1)]])
  has(err(g, "cv.plane.gap('0,0 1,0 1,1', '5,5 6,5 6,6')"),
    [[bad argument #2 to 'cv.plane.gap' (a circle or a point (one of the two shapes must be) expected, got a polygon)]])
  has(err(g, "cv.plane.within('0,0', '1,1', 1.5)"),
    [[bad argument #3 to 'cv.plane.within' (a range: an integer from -4000000 to 4000000 expected, got 1.5)]])
  has(err(g, "cv.plane.within('0,0', '1,1')"), "(a range: an integer from -4000000 to 4000000 expected, got nil)")
  has(err(g, "cv.plane.touching('0,0', '1,1', -1)"), "a tolerance: an integer from 0 to 4000000 expected, got -1")
  has(err(g, "cv.plane.point_in_polygon('0,0', '0,0')"),
    [[bad argument #2 to 'cv.plane.point_in_polygon' (a polygon of 2 to 1024 vertices expected, got 1)]])
  has(err(g, "cv.plane.point_in_polygon('0,0', '0,0  1,1 2,2')"),
    [[bad argument #2 to 'cv.plane.point_in_polygon' (vertex 2: a point "x,y" (one space between two) expected, got "")]])
  has(err(g, "cv.plane.point_in_polygon('0,0', { '0,0', '1,1', { 2, 'x' } })"),
    [[bad argument #2 to 'cv.plane.point_in_polygon' (vertex 3: a point's y: an integer from -1000000 to 1000000 expected, got "x")]])
  has(err(g, "cv.plane.point_in_polygon('0,0', 7)"), "(a polygon: a list of points or \"x,y x,y x,y\" expected, got 7)")
  has(err(g, "cv.plane.segment_polygon('0,0', '1,1', { '0,0', '1,1', true })"),
    [[bad argument #3 to 'cv.plane.segment_polygon' (vertex 3: a point "x,y" or {x, y} expected, got true)]])
  has(err(g, "cv.plane.fits(1, { '0,0', { 1 } }, {})"),
    [[bad argument #2 to 'cv.plane.fits' (entry 2: a point "x,y" or {x, y} expected, got a table without entries 1 and 2)]])
  has(err(g, "cv.plane.fits(1, { '0,0' }, { '1,1,1', { '0,0', '1,x' } })"),
    [[bad argument #3 to 'cv.plane.fits' (entry 2, vertex 2: a point "x,y" or {x, y}, coordinates]])
  has(err(g, "cv.plane.fits(1, { '0,0' }, { '1,1,1', { 0, 0, -2 } })"),
    [[bad argument #3 to 'cv.plane.fits' (entry 2: a circle's r: an integer from 0 to 1000000 expected, got -2)]])
  has(err(g, "cv.plane.fits(-1, { '0,0' }, {})"), "(a radius: an integer from 0 to 1000000 expected, got -1)")
  has(err(g, "cv.plane.fits(1, {}, {})"), "(a path of 1 to 256 points expected, got a list of 0)")
  has(err(g, "cv.plane.fits(1, '0,0', {})"), "(a path: a list of points expected, got \"0,0\")")
  has(err(g, "cv.plane.fits(1, { '0,0' }, '1,1,1')"), "(a list of obstacles (circles, points, polygons) expected")
  has(err(g, "cv.plane.point('a', 1)"), "bad argument #1 to 'cv.plane.point' (x: an integer from -1000000 to 1000000 expected, got \"a\")")
  has(err(g, "cv.plane.circle('0,0', 1000001)"), "(a radius: an integer from 0 to 1000000 expected, got 1000001)")
  has(err(g, "cv.plane.tangents('0,0,1', nil)"), "bad argument #2 to 'cv.plane.tangents' (a circle \"x,y,r\" or {x, y, r} or a point expected, got nil)")
end)

test("the caps: polygons, paths, obstacles and all their vertices", function()
  local g = new()
  local big = [[
    local function ring(n)
      local v = {}
      for i = 1, n do v[i] = { i, (i * i) % 1000 } end
      return v
    end
  ]]
  has(err(g, big .. "return cv.plane.point_in_polygon('0,0', ring(1025))"), "(a polygon of 2 to 1024 vertices expected, got 1025)")
  eq(g:eval(big .. "return cv.plane.point_in_polygon('-5,0', ring(1024))"), false)
  has(err(g, big .. "local p = {} for i = 1, 257 do p[i] = '0,0' end return cv.plane.fits(1, p, {})"),
    "(a path of 1 to 256 points expected, got a list of 257)")
  has(err(g, big .. "local o = {} for i = 1, 1025 do o[i] = '0,0' end return cv.plane.fits(1, { '0,0' }, o)"),
    "(a list of at most 1024 obstacles expected, got a list of 1025)")
  has(err(g, big .. "local o = {} for i = 1, 17 do o[i] = ring(1000) end return cv.plane.fits(1, { '0,0' }, o)"),
    "(obstacles of at most 16384 vertices in all expected, got 17000)")
  eq(g:eval(big .. "local o = {} for i = 1, 16 do o[i] = ring(1024) end return cv.plane.fits(1, { '-9,-9' }, o)"), true)
end)

test("cv.plane is read-only and has only its functions", function()
  local g = new()
  has(err(g, "cv.plane.distance = nil"), "'cv.plane' is read-only")
  has(err(g, "rawset(cv.plane, 'distance', 1)"), "rawset: this table is read-only")
  has(err(g, "setmetatable(cv.plane, {})"), "cannot change a protected metatable")
  eq(g:eval("cv.plane.nothing"), nil)
  eq(g:eval("getmetatable(cv.plane)"), false)
  eq(g:eval("type(cv.plane.fits)"), "function")
end)

test("the same answers in every game, and keys are strings", function()
  local q = [[
    local out = {}
    local poly = { '0,0', '40,3', '37,41', '20,10', '2,35' }
    for i = 0, 40 do
      local a, b = cv.plane.point(i, 50 - i), cv.plane.point(45 - i, i * 7 % 50)
      local k, spans = cv.plane.segment_polygon(a, b, poly)
      local t = cv.plane.tangents(cv.plane.circle(a, i % 7), cv.plane.circle(b, 3))
      out[#out + 1] = table.concat({ cv.plane.distance(a, b), cv.plane.gap(cv.plane.circle(a, 2), poly),
        tostring(k), #spans, spans[1] and spans[1][1] or "-", t and t[1] or "-",
        tostring(cv.plane.fits(2, { a, b }, { poly, '20,20,3' })) }, " ")
    end
    return table.concat(out, "\n")
  ]]
  local one, two = new():eval(q), new():eval(q)
  eq(one, two)
  ok(#one > 500)
  -- a key is a string, as cv.set_var keeps
  local g = new()
  eq(g:eval("type(cv.plane.point(1, 2)) == 'string' and type(cv.plane.circle('1,2', 3))"), "string")
end)

test("the work of large calls counts against the step's budget: a loop of them stops", function()
  local g = new()
  local e = err(g, [[
    local path, obst, poly = {}, {}, {}
    for i = 1, 256 do path[i] = cv.plane.point(i % 2 == 0 and 1000000 or -1000000, -1000000 + 4000 * i) end
    for i = 1, 16 do poly[i] = { -1000000 + 1000 * (i // 2), i % 2 == 0 and 1000000 or 999990 } end
    for i = 1, 1024 do obst[i] = poly end
    for k = 1, 1000 do cv.plane.fits(5, path, obst) end
    return "never"]])
  has(e, "instruction budget")
end)
