-- Warzone Eternal: MOVEMENT, FALLING, JUMPING.
local W = dofile(ROOT .. "/tests/warzone/common.lua")

local FAR = { "Necromutant Trooper", ref = "n", at = { 30000, 34000 }, reaction = 1 }

test("MOVEMENT: a unit moves up to its MV in a straight line: a mark 4in away is offered, one 4.1in away is not", function()
  local g = W.game{ marks = { { name = "four", at = { 14000, 10000 } }, { name = "more", at = { 10000, 14100 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } }, bob = { FAR } }
  has(g:options(), "Move to mark four")
  hasnt(g:options(), "mark more")
  g:choose("Move to mark four")
  eq(W.pos(g, "a"), 14000)
end)

test("MOVEMENT: the base must fit between scenery and bases to move past: a 1in gap stops a 30 mm base, a 1.3in one does not", function()
  local function walls(gap)
    return { { name = "West", polygon = W.rect(5000, 11000, 10000 - gap // 2, 12000), height = 3000, obstruction = "block" },
      { name = "East", polygon = W.rect(10000 + gap // 2, 11000, 15000, 12000), height = 3000, obstruction = "block" } }
  end
  local spec = { terrain = walls(1000), marks = { { name = "m", at = { 10000, 13500 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 9700 } } }, bob = { FAR } }
  local g = W.game(spec)
  hasnt(g:options(), "mark m", "1\" is narrower than the base (1.18\")")
  spec.terrain = walls(1300)
  g = W.game(spec)
  has(g:options(), "mark m")
end)

test("MOVEMENT: through friendly units with the same or a smaller base, never through enemies or larger friends; never ending on a base", function()
  local marks = { { name = "beyond", at = { 10000, 13500 } }, { name = "on", at = { 10000, 12000 } } }
  local g = W.game{ marks = marks,
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } }, { "Free Marines Trooper", at = { 10000, 12000 }, activation = 1 } },
    bob = { FAR } }
  has(g:options(), "mark beyond", "through a friend of the same base")
  hasnt(g:options(), "mark on", "not ending on it")
  g = W.game{ marks = marks,
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } }, { "Attila Mk III Cuirassier", at = { 10000, 12000 }, activation = 1 } },
    bob = { FAR } }
  hasnt(g:options(), "mark beyond", "not through a friend with a larger (40 mm) base")
  g = W.game{ marks = marks,
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", at = { 10000, 12000 } } } }
  hasnt(g:options(), "mark beyond", "not through an enemy")
end)

test("MOVEMENT: a unit may not move off the Battlefield", function()
  local g = W.game{ marks = { { name = "edge", at = { 400, 10000 } }, { name = "inside", at = { 600, 10000 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 3000, 10000 } } }, bob = { FAR } }
  hasnt(g:options(), "mark edge", "its base would hang over the edge")
  has(g:options(), "mark inside")
end)

test("MOVEMENT: Reposition: once an Activation, unengaged, a free move of up to 2in ending in base contact with terrain", function()
  local wall = { name = "Wall", polygon = W.rect(5000, 12000, 15000, 12500), height = 1000, obstruction = "heavy", traits = { "Cover" } }
  local g = W.game{ terrain = { wall }, ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } }, bob = { FAR } }
  g:choose("Reposition (free) into contact with Wall (terrain 1)")
  local _, y = W.pos(g, "a")
  eq(y, 12000 - 593, "in contact with the wall")
  has(g:prompt(), "action 1 of 2", "free: still the first action")
  hasnt(g:options(), "Reposition", "once an Activation")
  -- engaged: no Reposition
  g = W.game{ terrain = { wall }, ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", at = { 10000, 8818 } } } }
  hasnt(g:options(), "Reposition")
end)

test("MOVEMENT: Pinned: a unit may not move closer to enemies in Clear or Obstructed LOS; one behind blocking terrain does not count", function()
  local g = W.game{ ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 }, pinned = 1 } },
    bob = { { "Necromutant Trooper", at = { 10000, 20000 }, reaction = 1 } } }
  hasnt(g:options(), "Move toward", "toward an enemy it sees")
  has(g:options(), "Move away from Necromutant")
  g = W.game{ terrain = { { name = "Block", polygon = W.rect(5000, 14000, 15000, 16000), height = 3000, obstruction = "block" } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 }, pinned = 1 } },
    bob = { { "Necromutant Trooper", at = { 10000, 20000 }, reaction = 1 } } }
  has(g:options(), "Move toward Necromutant", "it cannot see the Necromutant")
end)

test("MOVEMENT: a unit may move over scenery up to its height (1.25in for a 30 mm base), not over higher", function()
  local function wall(h) return { { name = "Wall", polygon = W.rect(5000, 12000, 15000, 12500), height = h, obstruction = "heavy" } } end
  local spec = { terrain = wall(1000), marks = { { name = "m", at = { 10000, 13500 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } }, bob = { FAR } }
  local g = W.game(spec)
  has(g:options(), "mark m", "a 1\" wall")
  spec.terrain = wall(2000)
  g = W.game(spec)
  hasnt(g:options(), "mark m", "a 2\" wall: climb it")
end)

-- a tower 3" high whose side the unit clings to
local TOWER = { name = "Tower", polygon = W.rect(10000, 12000, 14000, 16000), height = 3000, obstruction = "block" }

test("FALLING: a climbing unit that gains a Pinned counter falls; more than half its MV: an Armor Test with DAM 3 x the height", function()
  local g = W.game{ initiative = 2, dice = "2 5 10", terrain = { TOWER },
    ann = { { "Free Marines Trooper", ref = "a", at = { 12000, 11409 }, vars = { climb_piece = 1, climb_h = 3000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 12000, 4000 } } } }
  g:choose("Shoot Free Marines Trooper")
  local log = g:log()
  has(log, "Free Marines Trooper [1]: succeeded by 3: 1 Pinned counter")
  has(log, "Free Marines Trooper [1] falls 3\"")
  has(log, "Armor Test of Free Marines Trooper [1]: TN 12 (AR 21, DAM 9)")
  eq(W.var(g, "a", "climb_h"), nil, "no longer climbing")
end)

test("FALLING: a fall of half its MV or less needs no Armor Test", function()
  local g = W.game{ initiative = 2, dice = "2 5", terrain = { TOWER },
    ann = { { "Free Marines Trooper", ref = "a", at = { 12000, 11409 }, vars = { climb_piece = 1, climb_h = 2000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 12000, 4000 } } } }
  g:choose("Shoot Free Marines Trooper")
  has(g:log(), "Free Marines Trooper [1] falls 2\"")
  hasnt(g:log(), "DAM 6", "2\" is half of MV 4")
end)

test("FALLING: Gymnastic halves the fall (option gymnastic_fall: DAM from the halved height, or the full one)", function()
  local spec = { initiative = 2, dice = "2 10 10", terrain = { { name = "Tower", polygon = W.rect(10000, 12000, 14000, 16000), height = 8000, obstruction = "block" } },
    ann = { { "Mortificator Trooper", ref = "a", at = { 12000, 11409 }, vars = { climb_piece = 1, climb_h = 7000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 12000, 4000 } } } }
  local g = W.game(spec)
  g:choose("Shoot Mortificator")
  has(g:log(), "Mortificator Trooper [1] falls 7\" (counted 3.5\")")
  has(g:log(), "Armor Test of Mortificator Trooper [1]: TN 10 (AR 20, DAM 10)", "3.5\" > 3 (half MV 6): DAM 3 x 3.5")
  spec.options = { gymnastic_fall = "full" }
  g = W.game(spec)
  g:choose("Shoot Mortificator")
  has(g:log(), "(AR 20, DAM 21)")
end)

local ROOFS = { { name = "Roof A", polygon = W.rect(10000, 10000, 14000, 14000), height = 2500, obstruction = "block" },
  { name = "Roof B", polygon = W.rect(15500, 10000, 19500, 14000), height = 2500, obstruction = "block" } }

test("JUMPING: part of a move may jump a gap between roofs, up to the MV left: 1.5in after 1in of a 4in move", function()
  local g = W.game{ terrain = ROOFS, marks = { { name = "m", at = { 16500, 12000 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 13000, 12000, 2500 } } }, bob = { FAR } }
  g:choose("to mark m")
  has(g:log(), "Free Marines Trooper [1] jumps a gap of 1.5\"")
  local x, _, z = W.pos(g, "a")
  eq(x, 16500)
  eq(z, 2500, "on Roof B")
end)

test("JUMPING: with insufficient MV the unit falls (option jump=travel: the gap plus the base's width)", function()
  local spec = { terrain = ROOFS, marks = { { name = "m", at = { 16000, 12000 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 12000, 12000, 2500 } } }, bob = { FAR } }
  local g = W.game(spec)
  g:choose("to mark m")
  has(g:log(), "jumps a gap of 1.5\"", "1.5\" after 2\": the MV left is 2\"")
  spec.options = { jump = "travel" }
  spec.dice = "15"
  g = W.game(spec)
  g:choose("to mark m")
  has(g:log(), "Free Marines Trooper [1] falls 2.5\"", "1.5\" + 1.18\" is more than the 2\" left")
  local _, _, z = W.pos(g, "a")
  eq(z, 0, "in the gap, on the ground")
  has(g:log(), "(AR 21, DAM 7)")
end)

test("JUMPING: a unit that gains a Pinned counter during a jump falls", function()
  local roofs = { { name = "Roof A", polygon = W.rect(10000, 10000, 14000, 14000), height = 2500, obstruction = "block" },
    { name = "Roof B", polygon = W.rect(16000, 10000, 20000, 14000), height = 2500, obstruction = "block" } }
  local g = W.game{ terrain = roofs, dice = "2 5 10", marks = { { name = "m", at = { 16700, 12000 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 13400, 12000, 2500 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 15000, 4000 } } } }
  g:choose("to mark m")
  eq(g:seat(), 2, "Bob may Ambush it in the air")
  g:choose("Ambush: Necromutant Trooper [2] shoots")
  local log = g:log()
  has(log, "Free Marines Trooper [1] falls 2.5\"")
  local x, _, z = W.pos(g, "a")
  eq(z, 0, "it fell into the gap")
  ok(x > 14000 and x < 16000, "between the roofs")
end)

test("JUMPING: jumping down more than the model's height is a fall", function()
  local g = W.game{ terrain = { ROOFS[1] }, dice = "2", marks = { { name = "m", at = { 16000, 12000 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 13000, 12000, 2500 } } }, bob = { FAR } }
  g:choose("to mark m")
  has(g:log(), "Free Marines Trooper [1] falls 2.5\"")
  has(g:log(), "(AR 21, DAM 7)", "2.5\" is more than half of MV 4")
  local x, _, z = W.pos(g, "a")
  eq(x, 16000, "unharmed (2 succeeds by 12), it goes on to the mark")
  eq(z, 0)
end)

test("MOVEMENT: 'Base must fit between scenery and bases to move past': where the straight line does not fit, a move in two legs round the obstacle, within MV in all", function()
  local pillar = { name = "Pillar", polygon = W.rect(9700, 11000, 10300, 11600), height = 3000, obstruction = "block" }
  local runner = { title = "Test Runner", kind = "unit", faction = "Capitol", side = "light", designation = "Trooper", unit_type = "Test",
    mv = 5, mw = 13, cc = 12, st = 5, def = 0, ar = 21, w = 2, pw = 10, ld = 10, base = 30, points = 3, support = 0,
    specials = {}, weapons = { "m50_assault_rifle" } }
  local g = W.game{ terrain = { pillar }, cards = { test_runner = runner },
    marks = { { name = "m", at = { 10000, 13000 } }, { name = "far", at = { 10000, 14700 } } },
    ann = { { "Test Runner", ref = "a", at = { 10000, 9800 } } }, bob = { FAR } }
  local opts = g:options()
  hasnt(opts, "Move to mark m:", "the pillar stands on the straight line")
  local o = has(opts, "Move to mark m round Pillar (terrain 1):")
  hasnt(opts, "mark far", "4.9in straight, more than 5in round the pillar")
  g:choose(o)
  local log = g:log()
  local line = has(log, "Test Runner [1] moves from (10\", 9.8\") toward (10\", 13\") by way of (")
  local len = tonumber(line:match(", (%d+%.?%d*)\"$"))
  ok(len > 3.2 and len <= 5, "longer than the straight 3.2in, within MV 5: " .. len)
  local x, y = W.pos(g, "a")
  eq(x, 10000)
  eq(y, 13000)
end)
