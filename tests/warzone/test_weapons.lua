-- Warzone Eternal: WEAPON SPECIAL ABILITIES (the registry, weapons.lua).
local W = dofile(ROOT .. "/tests/warzone/common.lua")

local function unit(title, weapons, extra)
  local u = { title = title, kind = "unit", faction = "Capitol", side = "light", designation = "Trooper", unit_type = "Test",
    mv = 4, mw = 13, cc = 12, st = 5, def = 0, ar = 21, w = 2, pw = 10, ld = 10, base = 30, points = 3, support = 0,
    specials = {}, weapons = weapons }
  for k, v in pairs(extra or {}) do u[k] = v end
  return u
end
local function gun(title, specials, extra)
  local w = { title = title, kind = "weapon", ranges = { { max = 12, mod = 0, dam = 12 }, { max = 36, mod = -1, dam = 12 } },
    crit_fail = 20, specials = specials }
  for k, v in pairs(extra or {}) do w[k] = v end
  return w
end

test("WEAPON SPECIAL ABILITIES: every weapon special ability of the reference is in the registry, implemented", function()
  local g = W.game{ ann = { { "Free Marines Trooper", at = { 10000, 10000 } } }, bob = { { "Necromutant Trooper", at = { 30000, 30000 } } } }
  local reg = g:eval("rules.registry('weapon')")
  for _, name in ipairs({ "Accurate", "Burst", "Cloud", "Concussive", "Continuous", "Explosive", "Projected", "Reach", "Recoil",
      "Silenced", "Smoke", "Suppressive", "Tactical Fire", "Thrust", "Vicious" }) do
    ok(reg[name], name .. " is in the registry")
  end
  for name, state in pairs(reg) do eq(state, "done", name .. " is implemented") end
end)

test("WEAPON SPECIAL ABILITIES: Accurate (X): Shoot Actions score Critical Hits on a natural X or lower", function()
  local g = W.game{ dice = "3 1 1", cards = { test_sniper_rifle = gun("Test Sniper Rifle", { "Accurate (3)" }),
      test_sniper = unit("Test Sniper", { "test_sniper_rifle" }) },
    ann = { { "Test Sniper", at = { 10000, 10000 } } }, bob = { { "Undead Legionnaire", at = { 10000, 18000 } } } }
  g:choose("Shoot Undead")
  has(g:log(), "Test Sniper [1]: a critical hit (x1 Damage Multiplier)")
end)

test("WEAPON SPECIAL ABILITIES: Burst (X): up to X Shoot tests at targets within a 4in diameter area, one after the other; a critical failure ends them (burst_crit_fail=stop)", function()
  local spec = { dice = "5 1 19",
    ann = { { "Venusian Rangers HMG Support", ref = "v", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "a", at = { 10000, 18000 } }, { "Undead Legionnaire", ref = "b", at = { 11300, 18000 } },
      { "Undead Legionnaire", ref = "c", at = { 16000, 18000 } } } }
  local g = W.game(spec)
  g:choose("Shoot Undead Legionnaire [2]")
  local opts = g:options()
  has(opts, "Shoot test 2 of 3 at Undead Legionnaire [2]")
  has(opts, "Shoot test 2 of 3 at Undead Legionnaire [3]")
  hasnt(opts, "Undead Legionnaire [4]", "6\" away: outside the area")
  g:choose("Shoot test 2 of 3 at Undead Legionnaire [3]")
  g:choose("Shoot test 3 of 3 at Undead Legionnaire [2]")
  local log = g:log()
  has(log, "Ann rolls 19: Shoot test of Venusian Rangers HMG Support [1] at Undead Legionnaire [3]")
  has(log, "the critical failure ends the Burst")
  eq(W.pool(g, "v", "reload"), 1)
  spec.options = { burst_crit_fail = "continue" }
  spec.dice = "5 1 19 20"
  g = W.game(spec)
  g:choose("Shoot Undead Legionnaire [2]")
  g:choose("Shoot test 2 of 3 at Undead Legionnaire [3]")
  g:choose("Shoot test 3 of 3 at Undead Legionnaire [2]")
  has(g:log(), "Ann rolls 20: Shoot test of Venusian Rangers HMG Support [1] at Undead Legionnaire [2]", "the third test is made")
end)

test("WEAPON SPECIAL ABILITIES: Recoil (X): -X to the TN of Shoot and Strike Actions; Firing Stance ignores it", function()
  local g = W.game{ ann = { { "Venusian Rangers HMG Support", at = { 10000, 10000 } } }, bob = { { "Undead Legionnaire", at = { 10000, 18000 } } } }
  has(g:options(), "with MG-80 HMG (TN 11)", "14 + 1 (DEF) - 4")
  g = W.game{ ann = { { "Razide Support", at = { 10000, 10000 } } }, bob = { { "Undead Legionnaire", at = { 10000, 18000 } } } }
  has(g:options(), "with Razide Heavy Machine Gun (TN 13)", "12 + 1: Firing Stance ignores Recoil (3)")
end)

test("WEAPON SPECIAL ABILITIES: Reach (X): a Strike up to X away in Clear or Obstructed LOS; a Charge may end within X of its target (reach_charge=reach) or must reach base contact (contact)", function()
  local spec = { dice = "20",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } }, bob = { { "Undead Legionnaire", ref = "u", at = { 10000, 15800 } } } }
  local g = W.game(spec)
  g:choose("Charge Undead")
  local gap = g:eval("cv.plane.gap(rules.circle(" .. g:id("a") .. "), rules.circle(" .. g:id("u") .. "))")
  ok(gap > 900 and gap <= 1000, "it stopped within its Shortsword's Reach (1), not in contact: " .. gap)
  has(g:log(), "Strike test of Free Marines Trooper [1] at Undead Legionnaire [2]")
  spec.options = { reach_charge = "contact" }
  g = W.game(spec)
  hasnt(g:options(), "Charge", "4.6\" to contact: beyond MV 4")
end)

test("WEAPON SPECIAL ABILITIES: Vicious: +2 DAM per Wound counter on the target; a Strike also +2 CC per Wound counter", function()
  local g = W.game{ dice = "10 1",
    ann = { { "Free Marines Trooper", at = { 10000, 10000 } } }, bob = { { "Undead Legionnaire", at = { 10000, 11182 }, wounds = 1 } } }
  has(g:options(), "Strike Undead Legionnaire [2] with Punisher Shortsword (TN 17)", "13 + 1 + 1 (DEF) + 2 (Vicious)")
  g:choose("Strike Undead")
  has(g:log(), "Armor Test of Undead Legionnaire [2]: TN 3 (AR 18, DAM 15)", "6 + 7 + 2")
end)

test("WEAPON SPECIAL ABILITIES: Continuous: a failed Armor Test is followed by another hit at the weapon's DAM; that one's failure does not go on", function()
  local g = W.game{ dice = "5 20 20", cards = { test_puker = unit("Test Puker", { "flamer" }) },
    ann = { { "Test Puker", at = { 10000, 10000 } } }, bob = { { "Razide Support", ref = "r", at = { 10000, 16000 }, reaction = 1 } } }
  g:choose("Shoot Razide")
  local log = g:log()
  has(log, "Continuous: Razide Support [2] takes another hit, DAM 13")
  local n = 0
  for _, l in ipairs(log) do if l:find("Armor Test of Razide", 1, true) then n = n + 1 end end
  eq(n, 2, "two Armor Tests, both failed, no third")
  eq(W.pool(g, "r", "wounds"), 4, "2 + 2 Wound counters: W 4")
end)

test("WEAPON SPECIAL ABILITIES: Suppressive: when every test of the action targets one enemy, it receives a Pinned counter, hit or not; not a Driven unit", function()
  local spec = { dice = "20", cards = { test_supp = gun("Test Suppressor", { "Suppressive" }), test_gunner = unit("Test Gunner", { "test_supp" }) },
    ann = { { "Test Gunner", at = { 10000, 10000 } } }, bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 18000 }, reaction = 1 } } }
  local g = W.game(spec)
  g:choose("Shoot Necromutant")
  has(g:log(), "a miss and a critical failure")
  eq(W.pool(g, "n", "pinned"), 1)
  spec.bob = { { "Razide Support", ref = "n", at = { 10000, 18000 }, reaction = 1 } }
  g = W.game(spec)
  g:choose("Shoot Razide")
  eq(W.pool(g, "n", "pinned"), 0, "Driven")
end)

test("WEAPON SPECIAL ABILITIES: Silenced: no Counterattack from an enemy with Obstructed LOS to the shooter; one with Clear LOS may", function()
  local hedge = { name = "Hedge", polygon = W.rect(5000, 12500, 15000, 13000), height = 1000, obstruction = "light" }
  local spec = { dice = "20 2", terrain = { hedge },
    ann = { { "Mortificator Trooper", ref = "m", at = { 10000, 10000 } } }, bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 16000 } } } }
  local g = W.game(spec)
  g:choose("Shoot Necromutant Trooper [2] with Silenced Handgun")
  g:choose("no reaction")
  eq(g:seat(), 1, "behind the hedge: no Counterattack")
  spec.terrain = {}
  g = W.game(spec)
  g:choose("Shoot Necromutant Trooper [2] with Silenced Handgun")
  g:choose("no reaction")
  has(g:options(), "Counterattack: Necromutant Trooper [2] shoots at Mortificator Trooper [1]")
end)

test("WEAPON SPECIAL ABILITIES: Explosive (X), Cloud (X), Projected: the Threat Zones of their rules (AREA OF EFFECT WEAPONS)", function()
  local g = W.game{ cards = { test_thrower = unit("Test Thrower", { "frag_grenades", "gas_grenades", "flamer" }) },
    ann = { { "Test Thrower", at = { 10000, 10000 } } }, bob = { { "Undead Legionnaire", at = { 10000, 14000 } } } }
  local areas = g:eval("return { rules.weapon_area('frag_grenades'), rules.weapon_area('gas_grenades'), rules.weapon_area('flamer') }")
  eq(areas[1], "explosive 2\"")
  eq(areas[2], "cloud 2\"")
  eq(areas[3], "projected")
end)

test("WEAPON SPECIAL ABILITIES: Smoke: 'From any LOS Lines drawn into or through this Weapon's Area of Effect are Blocked. The Area of Effect is considered to be of infinite height'", function()
  local g = W.game{ dice = "5", marks = { { name = "m", at = { 10000, 17000 } } },
    ann = { { "Mortificator Trooper", ref = "m", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 24000 }, reaction = 1 }, { "Necromutant Trooper", ref = "o", at = { 22000, 10000 }, reaction = 1 } } }
  local m, n, o = g:id("m"), g:id("n"), g:id("o")
  eq(g:eval("rules.los(" .. m .. ", " .. n .. ")"), "Clear")
  g:choose("Shoot (Tactical Fire) with Smoke Grenades at mark m")
  has(g:log(), "Smoke (Smoke Grenades) at (10\", 17\"), radius 2\": lines of sight into or through it are Blocked")
  eq(g:eval("rules.los(" .. m .. ", " .. n .. ")"), "Blocked", "through the Smoke")
  eq(g:eval("rules.los(" .. n .. ", " .. m .. ")"), "Blocked")
  eq(g:eval("rules.los(" .. m .. ", " .. o .. ")"), "Clear", "beside it")
  hasnt(g:options(), "Shoot Necromutant Trooper [2]")
  -- infinite height: two units on 5in towers see over the ground, not over the Smoke
  local towers = { { name = "T1", polygon = W.rect(9000, 9000, 11000, 11000), height = 5000, obstruction = "block" },
    { name = "T2", polygon = W.rect(9000, 23000, 11000, 25000), height = 5000, obstruction = "block" } }
  g = W.game{ terrain = towers, markers = { { "Smoke", vars = { x = 10000, y = 17000, r = 2000 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000, 5000 } } },
    bob = { { "Necromutant Trooper", ref = "b", at = { 10000, 24000, 5000 } } } }
  eq(g:eval("rules.los(" .. g:id("a") .. ", " .. g:id("b") .. ")"), "Blocked")
end)

test("WEAPON SPECIAL ABILITIES: Smoke: it rolls to dissipate as a Cloud in the End Turn Phase (smoke=cloud); with smoke=turn it clears there", function()
  local spec = { phase = "finish", dice = "10", markers = { { "Smoke", ref = "s", vars = { x = 18000, y = 18000, r = 2000 } } },
    ann = { { "Free Marines Trooper", at = { 10000, 10000 } } }, bob = { { "Necromutant Trooper", at = { 30000, 30000 } } } }
  local g = W.game(spec)
  has(g:log(), "Ann rolls 10: Smoke [4] dissipates on 11+")
  eq(W.where(g, "s"), "markers", "10 keeps it")
  spec.options = { smoke = "turn" }
  g = W.game(spec)
  has(g:log(), "Smoke [4] clears")
  eq(W.where(g, "s"), "spent")
end)
