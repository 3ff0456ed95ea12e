-- Warzone Eternal: AREA OF EFFECT WEAPONS, CLOUD, EXPLOSIVE AREA OF EFFECT,
-- PROJECTED AREA OF EFFECT, TACTICAL FIRE.
local W = dofile(ROOT .. "/tests/warzone/common.lua")

local function unit(title, weapons, extra)
  local u = { title = title, kind = "unit", faction = "Capitol", side = "light", designation = "Trooper", unit_type = "Test",
    mv = 4, mw = 13, cc = 12, st = 5, def = 0, ar = 21, w = 2, pw = 10, ld = 10, base = 30, points = 3, support = 0,
    specials = {}, weapons = weapons }
  for k, v in pairs(extra or {}) do u[k] = v end
  return u
end
local LAUNCHER = { title = "Test Launcher", kind = "weapon", ranges = { { max = 24, mod = 0, dam = 12 } }, crit_fail = 20,
  specials = { "Explosive (2)" } }

test("AREA OF EFFECT WEAPONS: the target is the Primary Target; every other unit in the Threat Zone, friend or foe, is a Secondary Target", function()
  local g = W.game{ dice = "5 1 1 1", cards = { test_launcher = LAUNCHER, test_grenadier = unit("Test Grenadier", { "test_launcher" }) },
    ann = { { "Test Grenadier", ref = "a", at = { 10000, 8000 } }, { "Free Marines Trooper", ref = "f", at = { 8000, 18000 }, activation = 1 } },
    bob = { { "Undead Legionnaire", ref = "p", at = { 10000, 18000 } }, { "Undead Legionnaire", ref = "s", at = { 12000, 18000 } },
      { "Undead Legionnaire", ref = "o", at = { 14000, 18000 } } } }
  g:choose("Shoot Undead Legionnaire [3]")
  local log = g:log()
  has(log, "Undead Legionnaire [4] is a Secondary Target")
  has(log, "Free Marines Trooper [2] is a Secondary Target", "a friend in the Threat Zone too")
  hasnt(log, "Undead Legionnaire [5] is a Secondary Target", "4\" away: outside the 2\" zone")
  has(log, "Armor Test of Undead Legionnaire [4]")
  has(log, "Armor Test of Free Marines Trooper [2]")
end)

test("EXPLOSIVE AREA OF EFFECT: only Secondary Targets not Blocked from the Primary; they are hit with it (explosive_secondary=hit) or tested each (test)", function()
  local wall = { name = "Wall", polygon = W.rect(10800, 17000, 11200, 22000), height = 3000, obstruction = "block" }
  local spec = { dice = "5 1 1", terrain = { wall }, cards = { test_launcher = LAUNCHER, test_grenadier = unit("Test Grenadier", { "test_launcher" }) },
    ann = { { "Test Grenadier", ref = "a", at = { 10000, 8000 } } },
    bob = { { "Undead Legionnaire", ref = "p", at = { 10000, 18000 } }, { "Undead Legionnaire", ref = "s", at = { 11900, 18000 } },
      { "Undead Legionnaire", ref = "t", at = { 10000, 19300 } } } }
  local g = W.game(spec)
  g:choose("Shoot Undead Legionnaire [2]")
  local log = g:log()
  hasnt(log, "Undead Legionnaire [3] is a Secondary Target", "behind the wall from the Primary Target")
  has(log, "Undead Legionnaire [4] is a Secondary Target")
  has(log, "Armor Test of Undead Legionnaire [4]: TN 6 (AR 18, DAM 12)", "hit with the Primary Target, no test of its own")
  spec.options = { explosive_secondary = "test" }
  spec.dice = "5 1 20"
  g = W.game(spec)
  g:choose("Shoot Undead Legionnaire [2]")
  has(g:log(), "Shoot test of Test Grenadier [1] at Undead Legionnaire [4] with Test Launcher: TN 14")
  has(g:log(), "Ann rolls 20: Shoot test of Test Grenadier [1] at Undead Legionnaire [4]")
end)

test("CLOUD: Rebreather against a Cloud: the Cloud's DAM 12 is 2 for a Trencher (UNIT SPECIAL ABILITIES: Rebreather (X)); the marker stays at the Impact Point", function()
  local g = W.game{ dice = "5 1 10 10", cards = { test_gasser = unit("Test Gasser", { "gas_grenades" }) },
    ann = { { "Test Gasser", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "p", at = { 10000, 17000 } }, { "Trenchers Trooper", ref = "t", at = { 11300, 17000 }, reaction = 1 },
      { "Necromutant Trooper", ref = "n", at = { 8700, 17000 }, reaction = 1 } } }
  g:choose("activate Test Gasser")
  g:choose("Shoot Undead Legionnaire [2]")
  local log = g:log()
  has(log, "a Cloud (Gas Grenades) is placed at (10\", 17\"), radius 2\"")
  has(log, "Armor Test of Trenchers Trooper [3]: TN 19 (AR 21, DAM 2)", "Rebreather (2)")
  has(log, "Armor Test of Necromutant Trooper [4]: TN 10 (AR 22, DAM 12)", "no Rebreather")
  eq(g:eval("cv.zone_size('markers')"), 1, "the Cloud's marker")
end)

-- A position with a Cloud marker (test_areas' own: W.game has no markers).
local function with_cloud(spec, x, y)
  local path = os.tmpname()
  local s = W.spec(spec)
  s.markers = { { "Cloud", owner = 2, vars = { x = x, y = y, r = 2000, weapon = "gas_grenades" } } }
  local f = assert(io.open(path, "w"))
  f:write("return " .. W.ser(s) .. "\n")
  f:close()
  local g = game{ position = path }
  os.remove(path)
  return g
end

local function dissipations(g)
  local n = 0
  for _, l in ipairs(g:log()) do
    if l:find("dissipates on 11+", 1, true) then n = n + 1 end
  end
  return n
end

test("CLOUD: a unit in the Threat Zone at the end of its Activation suffers it; in the End Turn Phase a D20 of 11+ dissipates it (cloud_roll=every: each End Turn)", function()
  local g = with_cloud({ dice = "10 10",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", at = { 30000, 34000 }, activation = 1 } } }, 10500, 10000)
  g:choose("end the activation")
  local log = g:log()
  has(log, "Free Marines Trooper [1] is in the Threat Zone of Cloud")
  has(log, "Armor Test of Free Marines Trooper [1]: TN 9 (AR 21, DAM 12)")
  has(log, "Bob rolls 10: Cloud [4] dissipates on 11+")
  eq(g:eval("cv.zone_size('markers')"), 1, "10: it stays")
  -- the next End Turn Phase rolls again: 12
  local spec = { phase = "finish", dice = "10 5 6 12",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", at = { 30000, 34000 } } } }
  g = with_cloud(spec, 20000, 20000)
  g:choose("take the Initiative")
  g:choose("end the activation")
  g:choose("end the activation")
  eq(dissipations(g), 2)
  eq(g:eval("cv.zone_size('markers')"), 0, "12: gone")
  -- cloud_roll=next: one that stays at its next End Turn Phase stays for good
  spec.options = { cloud_roll = "next" }
  spec.dice = "10 5 6"
  g = with_cloud(spec, 20000, 20000)
  g:choose("take the Initiative")
  g:choose("end the activation")
  g:choose("end the activation")
  eq(dissipations(g), 1, "it rolled once")
  eq(g:eval("cv.zone_size('markers')"), 1)
end)

test("PROJECTED AREA OF EFFECT: a strip as wide as the shooter's base up to its range; each unit in it is tested on its own, without obstruction modifiers; never a Blocked one", function()
  local hedge = { name = "Hedge", polygon = W.rect(5000, 13000, 15000, 13500), height = 1000, obstruction = "light" }
  local block = { name = "Block", polygon = W.rect(11500, 17500, 13000, 19000), height = 3000, obstruction = "block" }
  local g = W.game{ dice = "16 1 16 1", terrain = { hedge, block }, cards = { test_puker = unit("Test Puker", { "flamer" }) },
    ann = { { "Test Puker", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "p", at = { 10000, 16000 } }, { "Undead Legionnaire", ref = "s", at = { 10300, 19000 } },
      { "Undead Legionnaire", ref = "o", at = { 13000, 16000 } } } }
  g:choose("Shoot Undead Legionnaire [2] with Flamer")
  local log = g:log()
  has(log, "Shoot test of Test Puker [1] at Undead Legionnaire [2] with Flamer (\"Puker\"): TN 17 (MW 13, range +3, DEF +1)", "no obstruction modifier")
  has(log, "Shoot test of Test Puker [1] at Undead Legionnaire [3] with Flamer (\"Puker\"): TN 17")
  hasnt(log, "at Undead Legionnaire [4]", "outside the strip")
end)

test("PROJECTED AREA OF EFFECT: may be performed when the unit is engaged", function()
  local g = W.game{ cards = { test_puker = unit("Test Puker", { "flamer", "m50_assault_rifle" }) },
    ann = { { "Test Puker", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "p", at = { 10000, 11182 } } } }
  has(g:options(), "Shoot Undead Legionnaire [2] with Flamer")
  hasnt(g:options(), "with M50", "the rifle may not shoot when engaged")
end)

test("TACTICAL FIRE: any spot in range regardless of LOS; no spot within half a Cover piece's height of it; all units in the Threat Zone are Secondary Targets", function()
  local block = { name = "Block", polygon = W.rect(5000, 12000, 15000, 14000), height = 3000, obstruction = "block" }
  local wall = { name = "Wall", polygon = W.rect(16000, 17000, 20000, 17400), height = 2000, obstruction = "heavy", traits = { "Cover" } }
  local g = W.game{ dice = "10 1 1", terrain = { block, wall }, cards = { test_thrower = unit("Test Thrower", { "frag_grenades" }) },
    ann = { { "Test Thrower", ref = "a", at = { 10000, 8000 } } },
    bob = { { "Undead Legionnaire", ref = "p", at = { 10000, 16000 } }, { "Undead Legionnaire", ref = "s", at = { 11500, 16000 } },
      { "Undead Legionnaire", ref = "c", at = { 17000, 18300 } } } }
  local opts = g:options()
  hasnt(opts, "Shoot Undead Legionnaire [2] with", "no LOS for an ordinary Shoot Action")
  has(opts, "Shoot (Tactical Fire) with Frag Grenades at the spot under Undead Legionnaire [2]", "regardless of LOS")
  hasnt(opts, "the spot under Undead Legionnaire [4]", "within 1\" (half the wall's 2\") of Cover")
  g:choose("Tactical Fire) with Frag Grenades at the spot under Undead Legionnaire [2]")
  local log = g:log()
  has(log, "fires Frag Grenades at (10\", 16\"), regardless of LOS")
  has(log, "TN 12 (MW 13, range -1)", "no DEF, no obstruction: a spot")
  has(log, "Armor Test of Undead Legionnaire [2]")
  has(log, "Armor Test of Undead Legionnaire [3]")
end)
