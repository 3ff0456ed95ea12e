-- Warzone Eternal: RANGED ATTACKS (SHOOT ACTIONS): the TN and its
-- modifiers, lines of sight, range, criticals and critical failures.
local W = dofile(ROOT .. "/tests/warzone/common.lua")

local HEDGE = { name = "Hedge", polygon = W.rect(5000, 14000, 15000, 14500), height = 1000, obstruction = "light" }
local WALL = { name = "Wall", polygon = W.rect(5000, 14000, 15000, 14500), height = 1000, obstruction = "heavy", traits = { "Cover" } }
local BLOCK = { name = "Block", polygon = W.rect(5000, 13000, 15000, 15000), height = 3000, obstruction = "block" }

local function unit(title, extra)
  local u = { title = title, kind = "unit", faction = "Capitol", side = "light", designation = "Trooper", unit_type = "Test",
    mv = 4, mw = 13, cc = 12, st = 5, def = 0, ar = 21, w = 2, pw = 10, ld = 10, base = 30, points = 3, support = 0,
    specials = {}, weapons = { "m50_assault_rifle" } }
  for k, v in pairs(extra or {}) do u[k] = v end
  return u
end

test("RANGED ATTACKS (SHOOT ACTIONS): TN 10: a Trencher's MW 11, short range +0, an Undead Legionnaire's DEF +1, Light Obstruction -2", function()
  local g = W.game{ dice = "10 3", terrain = { HEDGE },
    ann = { { "Trenchers Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 18000 } } } }
  local o = has(g:options(), "Shoot Undead Legionnaire [2] with Invader Assault Rifle")
  has({ o }, "(TN 10)", "the option shows the TN")
  g:choose("Shoot Undead Legionnaire [2] with Invader")
  has(g:log(), "line of sight Obstructed, range 6.8\"")
  has(g:log(), "TN 10 (MW 11, range +0, DEF +1, Light Obstruction -2)")
  has(g:log(), "Trenchers Trooper [1]: a hit", "10 is a hit")
end)

test("RANGED ATTACKS (SHOOT ACTIONS): Heavy Obstruction -4 (Camouflage (2) makes it -6), and +2 AR in base contact with the Cover between", function()
  -- Bob's Free Marine stands against the far side of the wall
  local g = W.game{ dice = "7 10", terrain = { WALL },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 8000 } } },
    bob = { { "Free Marines Trooper", ref = "b", at = { 10000, 15093 }, reaction = 1 } } }
  g:choose("Shoot Free Marines Trooper")
  has(g:log(), "TN 7 (MW 13, range +0, DEF +0, Heavy Obstruction -4, Camouflage -2)")
  has(g:log(), "TN 10 (AR 21, Heavy Obstruction in contact +2, DAM 13)")
  has(g:log(), "succeeded by 0: 1 Pinned counter")
end)

test("RANGED ATTACKS (SHOOT ACTIONS): with option cover_between=yes the Cover must lie across the line of sight; =no it need not", function()
  -- the wall is behind Bob's unit, not between
  local spec = { dice = "2 10", terrain = { WALL },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 21000 } } },
    bob = { { "Free Marines Trooper", ref = "b", at = { 10000, 15093 }, reaction = 1 } } }
  local g = W.game(spec)
  g:choose("Shoot Free Marines Trooper")
  has(g:log(), "TN 8 (AR 21, DAM 13)", "no +2: the wall is not between")
  spec.options = { cover_between = "no" }
  g = W.game(spec)
  g:choose("Shoot Free Marines Trooper")
  has(g:log(), "TN 10 (AR 21, Heavy Obstruction in contact +2, DAM 13)")
end)

test("RANGED ATTACKS (SHOOT ACTIONS): -5 when the target is engaged with a friendly unit; long range -2", function()
  local g = W.game{ dice = "2 1",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 2000 } },
      { "Free Marines Trooper", ref = "f", at = { 10000, 17818 }, activation = 1 } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 19000 } } } }
  g:choose("Shoot Undead Legionnaire")
  has(g:log(), "TN 7 (MW 13, range -2, DEF +1, engaged with a friend -5)")
end)

test("RANGED ATTACKS (SHOOT ACTIONS): no Shoot with a Reload counter, at a unit out of range or behind Blocked LOS", function()
  local g = W.game{ terrain = { BLOCK },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 }, reload = 1 } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 25000, 10000 } } } }
  hasnt(g:options(), "Shoot", "a Reload counter")
  has(g:options(), "Reload (remove a Reload counter)")
  g = W.game{ terrain = { BLOCK },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 20000 } } } }
  hasnt(g:options(), "Shoot", "the Block blocks every line")
  g = W.game{
    ann = { { "Free Marines Trooper", ref = "a", at = { 1000, 1000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 35000, 35000 } } } }
  hasnt(g:options(), "Shoot", "46\" away: beyond the M50's 36\"")
end)

test("RANGED ATTACKS (SHOOT ACTIONS): a natural 1 is a critical hit: the weapon gains a x1 Damage Multiplier", function()
  local g = W.game{ dice = "1 1 1",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 18000 } } } }
  g:choose("Shoot Undead Legionnaire")
  has(g:log(), "a critical hit (x1 Damage Multiplier)")
  has(g:log(), "Armor Test 2 of 2 (Damage Multiplier x2)")
end)

test("RANGED ATTACKS (SHOOT ACTIONS): a roll at or above the Critical Failure value gives a Reload counter; on a hit, hit and Critical Failure both apply", function()
  -- the MG-80 fails on 19+; the Venusian Ranger's TN is 14 - 4 (Recoil) = 10: 19 misses
  local g = W.game{ dice = "19",
    ann = { { "Venusian Rangers HMG Support", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 18000 } } } }
  g:choose("Shoot Undead Legionnaire")
  g:choose("no more Shoot tests")
  has(g:log(), "a miss and a critical failure")
  eq(W.pool(g, "a", "reload"), 1, "a Reload counter")
  -- a test weapon failing on 15+ with a TN of 17: a 15 hits and fails
  local g2 = W.game{ dice = "15 20", cards = {
      test_jammer = { title = "Test Jammer", kind = "weapon", ranges = { { max = 12, mod = 4, dam = 12 } }, crit_fail = 15, specials = {} },
      test_gunner = unit("Test Gunner", { weapons = { "test_jammer" } }) },
    ann = { { "Test Gunner", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 18000 } } } }
  g2:choose("Shoot Undead Legionnaire")
  has(g2:log(), "a hit and a critical failure")
  eq(W.pool(g2, "a", "reload"), 1, "the Reload counter")
  eq(W.pool(g2, "b", "wounds"), 2, "and the hit: 20 fails the Armor Test by 6+ (a casualty)")
end)

test("RANGED ATTACKS (SHOOT ACTIONS): a natural 1 and a critical failure on the same roll: only a weapon with Critical Failure value 1 (both apply)", function()
  local g = W.game{ dice = "1 1 1", cards = {
      test_jammer = { title = "Test Jammer", kind = "weapon", ranges = { { max = 12, mod = 0, dam = 12 } }, crit_fail = 1, specials = {} },
      test_gunner = unit("Test Gunner", { weapons = { "test_jammer" } }) },
    ann = { { "Test Gunner", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 18000 } } } }
  g:choose("Shoot Undead Legionnaire")
  has(g:log(), "a critical hit (x1 Damage Multiplier) and a critical failure")
  has(g:log(), "Armor Test 2 of 2")
  eq(W.pool(g, "a", "reload"), 1, "the Reload counter of the critical failure")
end)

test("RANGED ATTACKS (SHOOT ACTIONS): a natural 1 hits a TN below 1 (option natural_one=hits); with natural_one=tn it misses", function()
  local spec = { dice = "1 20", terrain = { BLOCK },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 }, } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 30000 } } },
    cards = { test_blind = unit("Test Blind", { mw = -5 }) } }
  spec.ann[1][1] = "Test Blind"
  spec.terrain = {}
  local g = W.game(spec)
  g:choose("Shoot Undead Legionnaire")
  has(g:log(), "TN -6 (MW -5, range -2, DEF +1)")
  has(g:log(), "a critical hit")
  spec.options = { natural_one = "tn" }
  g = W.game(spec)
  g:choose("Shoot Undead Legionnaire")
  has(g:log(), "Test Blind [1]: a miss")
end)

test("RANGED ATTACKS (SHOOT ACTIONS): lines of sight: half behind a block the centre line and one tangent are blocked: Obstructed (Heavy); option los=centre: Blocked", function()
  -- the block covers x <= 10000; Bob stands with its centre on its edge line
  local block = { name = "Block", polygon = W.rect(0, 13000, 10000, 15000), height = 3000, obstruction = "block" }
  local spec = { dice = "2 1", terrain = { block },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 8000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 20000 } } } }
  local g = W.game(spec)
  local o = has(g:options(), "Shoot Undead Legionnaire")
  has({ o }, "TN 10", "13 + 1 - 4: partly hidden counts as Heavy Obstruction")
  spec.options = { los = "centre" }
  g = W.game(spec)
  has(g:options(), "Shoot Undead Legionnaire", "the centre line runs along the block's edge: a graze, not a crossing")
  spec.ann[1].at = { 9600, 8000 }
  spec.bob[1].at = { 9600, 20000 }
  g = W.game(spec)
  hasnt(g:options(), "Shoot", "with los=centre the centre line alone decides: Blocked")
  spec.options = nil
  g = W.game(spec)
  has(g:options(), "Shoot Undead Legionnaire", "a tangent still reaches: Obstructed")
end)

test("RANGED ATTACKS (SHOOT ACTIONS): a Light and a Heavy obstruction in the way: the worse counts (obstruction=worst), or the one nearest the target (nearest)", function()
  local near = { name = "Near Hedge", polygon = W.rect(5000, 16000, 15000, 16500), height = 1000, obstruction = "light" }
  local spec = { terrain = { WALL, near },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 8000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 20000 } } } }
  local g = W.game(spec)
  has(g:options(), "(TN 10)", "13 + 1 - 4")
  spec.options = { obstruction = "nearest" }
  g = W.game(spec)
  has(g:options(), "(TN 12)", "13 + 1 - 2: the hedge is nearer Bob's unit")
end)

test("RANGED ATTACKS (SHOOT ACTIONS): other units do not block sight (models_block=no); with models_block=yes they are Light Obstruction", function()
  local spec = {
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 8000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 20000 } }, { "Undead Legionnaire", ref = "c", at = { 10000, 14000 } } } }
  local g = W.game(spec)
  has(g:options(), "Shoot Undead Legionnaire [2] with M50 Assault Rifle (TN 14)")
  spec.options = { models_block = "yes" }
  g = W.game(spec)
  has(g:options(), "Shoot Undead Legionnaire [2] with M50 Assault Rifle (TN 12)")
end)
