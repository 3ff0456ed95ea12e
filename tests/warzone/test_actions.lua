-- Warzone Eternal: ACTIONS (Aim, Brace, Charge, Climb, Fly, Interact,
-- Move, Rally, Reload, Shoot, Strike) and the TERRAIN traits that act
-- through them.
local W = dofile(ROOT .. "/tests/warzone/common.lua")

local function unit(title, extra)
  local u = { title = title, kind = "unit", faction = "Capitol", side = "light", designation = "Trooper", unit_type = "Test",
    mv = 4, mw = 13, cc = 12, st = 5, def = 0, ar = 21, w = 2, pw = 10, ld = 10, base = 30, points = 3, support = 0,
    specials = {}, weapons = { "m50_assault_rifle" } }
  for k, v in pairs(extra or {}) do u[k] = v end
  return u
end

test("ACTIONS: Aim: +4 to the TN and +2 DAM for the next Shoot Action this Activation", function()
  local g = W.game{ dice = "17 10",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 18000 } } } }
  g:choose("Aim")
  has(g:options(), "Shoot Undead Legionnaire [2] with M50 Assault Rifle (TN 18)")
  g:choose("Shoot Undead")
  has(g:log(), "TN 18 (MW 13, range +0, DEF +1, Aim +4)")
  has(g:log(), "Armor Test of Undead Legionnaire [2]: TN 3 (AR 18, DAM 15)")
end)

test("ACTIONS: Aim cannot be used with a Burst (X), Projected or Tactical Fire weapon", function()
  local g = W.game{ ann = { { "Venusian Rangers HMG Support", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", at = { 10000, 18000 } } } }
  hasnt(g:options(), "Aim", "the MG-80 has Burst (3)")
  has(g:options(), "Brace")
end)

test("ACTIONS: Brace: the next Shoot Action ignores Recoil (X) and gains Suppressive", function()
  local g = W.game{ dice = "15",
    ann = { { "Venusian Rangers HMG Support", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 18000 }, reaction = 1 } } }
  has(g:options(), "(TN 10)", "MW 14 - Recoil 4")
  g:choose("Brace")
  g:choose("Shoot Necromutant")
  g:choose("no more Shoot tests")
  has(g:log(), "TN 14 (MW 14, range +0, DEF +0)")
  has(g:log(), "Venusian Rangers HMG Support [1]: a miss")
  has(g:log(), "Suppressive: Necromutant Trooper [2] receives a Pinned counter")
  eq(W.pool(g, "n", "pinned"), 1, "pinned though missed")
end)

test("ACTIONS: Charge: the shortest straight route up to MV to base contact, then a free Strike with +2 CC (option charge_cc=1: +1)", function()
  local spec = { dice = "14 1",
    ann = { { "Hatamoto Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 14500 } } } }
  local g = W.game(spec)
  g:choose("Charge Undead Legionnaire")
  has(g:log(), "Hatamoto Trooper [1] charges Undead Legionnaire [2]")
  ok(g:eval("rules.in_contact(" .. g:id("a") .. ", " .. g:id("b") .. ")"), "in base contact")
  has(g:log(), "TN 21 (CC 16, Charge +2, DEF +1, weapon +2)")
  has(g:prompt(), "action 2 of 2", "the Strike was free")
  spec.options = { charge_cc = "1" }
  g = W.game(spec)
  g:choose("Charge Undead Legionnaire")
  has(g:log(), "TN 20 (CC 16, Charge +1")
end)

test("ACTIONS: Charge needs an enemy within MV in Clear or Obstructed LOS; no Charge when engaged or Pinned", function()
  local g = W.game{ ann = { { "Hatamoto Trooper", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", at = { 10000, 15300 } } } }
  hasnt(g:options(), "Charge", "4.1\" away: beyond MV 4")
  g = W.game{ ann = { { "Hatamoto Trooper", at = { 10000, 10000 }, pinned = 1 } },
    bob = { { "Undead Legionnaire", at = { 10000, 14000 } } } }
  hasnt(g:options(), "Charge", "Pinned")
  g = W.game{ ann = { { "Hatamoto Trooper", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", at = { 10000, 11182 } }, { "Undead Legionnaire", at = { 13000, 10000 } } } }
  hasnt(g:options(), "Charge", "engaged")
end)

test("ACTIONS: Climb: half MV up or down a scenery wall, ending the activation halfway if need be; TERRAIN: Climbable: at full MV", function()
  local tower = { name = "Tower", polygon = W.rect(10000, 12000, 14000, 16000), height = 3000, obstruction = "block" }
  local spec = { terrain = { tower },
    ann = { { "Free Marines Trooper", ref = "a", at = { 12000, 11409 } } }, bob = { { "Necromutant Trooper", at = { 30000, 34000 }, reaction = 1 } } }
  local g = W.game(spec)
  g:choose("Climb up Tower (terrain 1) (3\" high)")
  has(g:log(), "Free Marines Trooper [1] climbs up on Tower (terrain 1): 2\" of 3\"")
  eq(W.var(g, "a", "climb_h"), 2000)
  local opts = g:options()
  has(opts, "Climb on up Tower")
  has(opts, "Climb back down Tower")
  hasnt(opts, "Move", "halfway up a wall it can only climb")
  g:choose("Climb on up")
  has(g:log(), "climbs to the top of Tower (terrain 1)")
  local _, _, z = W.pos(g, "a")
  eq(z, 3000, "on top")
  tower.traits = { "Climbable" }
  g = W.game(spec)
  g:choose("Climb up Tower")
  local _, _, z2 = W.pos(g, "a")
  eq(z2, 3000, "Climbable: 4\" a Climb action")
  g:choose("stay") -- the 1" of MV left (ACTIONS: Climb: leftover MV) is not used
  g:choose("Climb down Tower")
  local _, _, z3 = W.pos(g, "a")
  eq(z3, 0, "and down again")
end)

test("ACTIONS: Fly: a unit with Flight moves up to twice its MV in a straight line, over scenery, never into Enclosed terrain", function()
  local g = W.game{ cards = { test_flyer = unit("Test Flyer", { specials = { "Flight" } }) },
    terrain = { { name = "Tower", polygon = W.rect(5000, 12000, 15000, 14000), height = 3000, obstruction = "block" },
      { name = "Hut", polygon = W.rect(20000, 5000, 24000, 9000), height = 2000, obstruction = "block", traits = { "Enclosed" } } },
    marks = { { name = "over", at = { 10000, 17000 } }, { name = "hut", at = { 22000, 7000 } } },
    ann = { { "Test Flyer", ref = "a", at = { 10000, 10000 } } }, bob = { { "Necromutant Trooper", at = { 30000, 34000 }, reaction = 1 } } }
  local opts = g:options()
  has(opts, "Fly to mark over", "7\": within 2 x MV, over the tower")
  hasnt(opts, "Move to mark over")
  hasnt(opts, "mark hut", "not into Enclosed terrain")
  g:choose("Fly to mark over")
  local _, y = W.pos(g, "a")
  eq(y, 17000)
end)

test("ACTIONS: Interact: a unit in base contact with an objective takes it; it scores 1 VP in each End Turn Phase", function()
  local g = W.game{ objectives = { { 10000, 11378 } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } }, bob = { { "Necromutant Trooper", at = { 30000, 34000 }, reaction = 1 } } }
  g:choose("Interact with objective 1")
  eq(W.gvar(g, "objective_1"), 1)
  g:choose("end the activation")
  g:choose_any("end the activation")
  eq(W.ppool(g, 1, "vp"), 1, "1 VP at the End Turn Phase")
end)

test("ACTIONS: Rally removes a Pinned counter; Reload a Reload counter", function()
  local g = W.game{ ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 }, pinned = 2, reload = 1 } },
    bob = { { "Necromutant Trooper", at = { 30000, 34000 }, reaction = 1 } } }
  g:choose("Rally")
  eq(W.pool(g, "a", "pinned"), 1, "one of two")
  g:choose("Reload")
  eq(W.pool(g, "a", "reload"), 0)
end)

test("ACTIONS: Strike only against engaged enemies (Reach (1): up to 1in away in LOS); Shoot not when engaged", function()
  local g = W.game{ ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", at = { 10000, 12100 } }, { "Undead Legionnaire", at = { 14000, 10000 } } } }
  local opts = g:options()
  has(opts, "Strike Undead Legionnaire [2] with Punisher Shortsword", "0.9\" away: within the Shortsword's Reach (1)")
  hasnt(opts, "Strike Undead Legionnaire [3]", "2.8\" away")
  has(opts, "Shoot", "not engaged: it may shoot")
  g = W.game{ ann = { { "Venusian Rangers HMG Support", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", at = { 10000, 12100 } } } }
  hasnt(g:options(), "Strike", "no melee weapon, no Reach: 0.9\" is not engaged")
  g = W.game{ ann = { { "Venusian Rangers HMG Support", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", at = { 10000, 11182 } } } }
  has(g:options(), "Strike Undead Legionnaire [2] with no weapon (ST)", "engaged: a Strike with its ST")
  hasnt(g:options(), "Shoot", "engaged")
end)

test("ACTIONS: the same action twice in an Activation is allowed (repeat_actions=yes); with repeat_actions=no it is not", function()
  local spec = { ann = { { "Free Marines Trooper", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", at = { 30000, 34000 }, reaction = 1 } } }
  local g = W.game(spec)
  g:choose("Move toward")
  has(g:options(), "Move toward")
  spec.options = { repeat_actions = "no" }
  g = W.game(spec)
  g:choose("Move toward")
  hasnt(g:options(), "Move")
end)

local FAR = { "Necromutant Trooper", ref = "far", at = { 30000, 34000 }, reaction = 1 }

test("ACTIONS: 'Charge: Move shortest route up to MV to enemy in Clear/Obstructed LOS': round what stands in the way, in two legs, when the straight line does not fit", function()
  local pillar = { name = "Pillar", polygon = W.rect(9700, 11000, 10300, 11600), height = 3000, obstruction = "light" }
  local spec = { dice = "20", terrain = { pillar },
    ann = { { "Mortificator Trooper", ref = "m", at = { 10000, 9800 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 13800 }, reaction = 1 } } }
  local g = W.game(spec)
  local o = has(g:options(), "Charge Necromutant Trooper [2] (to (", "seen through the pillar (Light Obstruction), reached round it")
  has(o, "by way of (")
  g:choose("Charge Necromutant")
  has(g:log(), "Mortificator Trooper [1] charges Necromutant Trooper [2]")
  ok(g:eval("rules.in_contact(" .. g:id("m") .. ", " .. g:id("n") .. ")"), "in base contact")
  has(g:log(), "Strike test of Mortificator Trooper [1] at Necromutant Trooper [2] with Mortis Blade: TN 20 (CC 16, Charge +2, DEF +0, weapon +2)")
  -- beyond MV round the pillar: no Charge
  spec.ann[1] = { "Hatamoto Trooper", ref = "m", at = { 10000, 9800 } }
  g = W.game(spec)
  hasnt(g:options(), "Charge", "4.1in round the pillar: more than MV 4")
end)

test("ACTIONS: 'Climb: Move up to half MV up/down. May use leftover MV to finish move': a 1.5in wall climbed at 2in leaves 1in of the 4in MV", function()
  local wall = { name = "Wall", polygon = W.rect(8000, 12000, 16000, 16000), height = 1500, obstruction = "block" }
  local g = W.game{ terrain = { wall }, marks = { { name = "roof", at = { 12000, 13500 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 12000, 11409 } } }, bob = { FAR } }
  g:choose("Climb up Wall (terrain 1) (1.5\" high)")
  has(g:log(), "Free Marines Trooper [1] climbs to the top of Wall (terrain 1)")
  has(g:prompt(), "Climb: Free Marines Trooper [1] has 1\" of MV left: finish the move?")
  local _, y0 = W.pos(g, "a")
  g:choose("use the leftover MV (1\"): Move to mark roof")
  local x, y, z = W.pos(g, "a")
  eq(x, 12000)
  eq(y, 13500)
  eq(z, 1500, "on the wall")
  ok(13500 - y0 <= 1000, "at most 1in on")
  has(g:prompt(), "action 2 of 2", "all one Climb action")
end)

test("ACTIONS: Interact: with option interact_test=ld it takes a TN (LD) test; the default scenario needs none", function()
  local spec = { dice = "13", objectives = { { 10000, 11378 } }, options = { interact_test = "ld" },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } }, bob = { FAR } }
  local g = W.game(spec)
  g:choose("Interact with objective 1 (a TN (LD) test)")
  has(g:log(), "Free Marines Trooper [1] TN (LD) test to Interact with objective 1 (TN 12)")
  has(g:log(), "Free Marines Trooper [1] fails to take objective 1")
  eq(W.gvar(g, "objective_1"), nil)
  spec.options = nil
  g = W.game(spec)
  g:choose("Interact with objective 1")
  eq(W.gvar(g, "objective_1"), 1)
  hasnt(g:log(), "TN (LD) test to Interact")
end)
