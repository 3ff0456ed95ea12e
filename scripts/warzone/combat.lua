-- Warzone Eternal: attacks (RANGED ATTACKS (SHOOT ACTIONS), MELEE ATTACKS,
-- ARMOR TEST RESULT, AREA OF EFFECT WEAPONS, CLOUD, EXPLOSIVE AREA OF
-- EFFECT, PROJECTED AREA OF EFFECT, TACTICAL FIRE): the target numbers with
-- every modifier, the d20 tests, critical hits and failures, Damage
-- Multipliers, Armor Tests, Wound counters and casualties.
--
-- An attack is a table: { name = "shoot" | "strike", unit, weapon, targets
-- (the units it targets), dive = { [unit] = true } (Dive for Cover),
-- reaction (the Reaction it is part of, or nil), charge (a Charge's Strike),
-- act (the active unit's action it belongs to, for Reactions; nil for a
-- Reaction's own attack) }. A test is one Shoot or Strike Action Test:
-- { kind, unit, weapon, target, atk, aimed, braced, charge, reaction,
-- no_obstruction, secondary }. A hit is what reaches an Armor Test:
-- { kind, unit, weapon, target, dam, mult, charge, base (a Continuous
-- second hit), atk }.

local cv, ipairs = cv, ipairs
local C = {}
local ns, lib, A, W, T, L, G

function C.init(n) ns, lib, A, W, T, L, G = n, n.lib, n.A, n.W, n.T, n.L, n.G end

local SHOOT = "rule: RANGED ATTACKS (SHOOT ACTIONS)"
local MELEE = "rule: MELEE ATTACKS"
local ARMOR = "rule: ARMOR TEST RESULT"

local function signed(n) return n >= 0 and ("+" .. n) or tostring(n) end

-- The text of a TN's parts: "MW 13, range +0, DEF -1".
local function parts_text(parts)
  local out = {}
  for _, p in ipairs(parts) do
    out[#out + 1] = p[1] .. " " .. (p[3] and tostring(p[2]) or signed(p[2]))
  end
  return table.concat(out, ", ")
end

-- ---- DEF and obstruction -----------------------------------------------------------------

-- Unit t's DEF against an enemy's 'kind' test ("shoot" or "strike"): its
-- DEF rating and its abilities (Evasive, Duelist, Entrenched).
function C.def(t, kind, atk)
  return lib.stat(t, "def") + A.sum(t, "def", kind, atk)
end

-- The obstruction modifier of a Shoot test (-2 Light, -4 Heavy, one per
-- shot; RANGED ATTACKS) from the line of sight r, changed by the target's
-- abilities (Camouflage).
function C.obstruction(test, r)
  if test.no_obstruction or not r then return 0 end
  local mod = 0
  if r.grade == T.LIGHT then mod = -2 elseif r.grade == T.HEAVY then mod = -4 end
  return A.fold(test.target, "obstruction", mod, test)
end

-- Are the units engaged with unit t friends of shooter u (RANGED ATTACKS:
-- -5 when engaged with friendly Unit(s))?
local function engaged_with_friends(u, t)
  for _, e in ipairs(lib.engaged_with(t)) do
    if cv.owner(e) == cv.owner(u) then return true end
  end
  return false
end

-- ---- target numbers ----------------------------------------------------------------------

-- The TN of a Shoot Action Test and its parts ({ label, value }): MW, the
-- weapon's range modifier, the target's DEF, Light/Heavy Obstruction, -5
-- when the target is engaged with the shooter's friends, Aim +4, the
-- weapon's abilities (Recoil). test.gap: the range; test.los: the line of sight.
function C.shoot_tn(test)
  local u, w, t = test.unit, test.weapon, test.target
  local parts = { { "MW", lib.stat(u, "mw"), true } }
  local band = lib.band(u, w, test.gap)
  parts[#parts + 1] = { "range", band and band.mod or 0 }
  if t and not test.spot then
    parts[#parts + 1] = { "DEF", C.def(t, "shoot", test.atk) }
    local ob = C.obstruction(test, test.los)
    local base = 0
    if not test.no_obstruction then base = test.los.grade == T.LIGHT and -2 or (test.los.grade == T.HEAVY and -4 or 0) end
    if base ~= 0 then parts[#parts + 1] = { L.GRADE_NAMES[test.los.grade], base } end
    if ob ~= base then parts[#parts + 1] = { lib.has(t, "Camouflage") and "Camouflage" or "abilities", ob - base } end
    if engaged_with_friends(u, t) then parts[#parts + 1] = { "engaged with a friend", -5 } end
  elseif test.piece and test.los and (test.los.grade == T.LIGHT or test.los.grade == T.HEAVY) then
    parts[#parts + 1] = { L.GRADE_NAMES[test.los.grade], test.los.grade == T.LIGHT and -2 or -4 }
  end
  if test.aimed then parts[#parts + 1] = { "Aim", 4 } end
  local wt = W.sum(w, "tn", test)
  if wt ~= 0 then parts[#parts + 1] = { "weapon", wt } end
  local tn = 0
  for _, p in ipairs(parts) do tn = tn + p[2] end
  return tn, parts
end

-- The charge bonus to CC (option charge_cc: the Charge action's +2, or the
-- melee list's +1).
function C.charge_cc() return tonumber(cv.options.charge_cc) or 2 end

-- The other units of unit u's side engaged with enemy t (MELEE ATTACKS:
-- +1 CC and +1 DAM each: Overwhelming Numbers), unless u never gains it.
function C.overwhelming(u, t)
  if A.ignores(u, "overwhelming") then return 0 end
  local n = 0
  for _, f in ipairs(lib.engaging(t, cv.owner(u))) do
    if f ~= u then n = n + 1 end
  end
  return n
end

-- The TN of a Strike Action Test and its parts: CC, the Charge bonus, the
-- target's DEF, the weapon's modifier, +1 for each other friendly unit
-- engaged with the target, the weapon's abilities (Vicious, Recoil).
function C.strike_tn(test)
  local u, w, t = test.unit, test.weapon, test.target
  local parts = { { "CC", lib.stat(u, "cc"), true } }
  if test.charge then parts[#parts + 1] = { "Charge", C.charge_cc() } end
  if t then parts[#parts + 1] = { "DEF", C.def(t, "strike", test.atk) } end
  local m = w and lib.weapon(w).melee
  if m and (m.cc or 0) ~= 0 then parts[#parts + 1] = { "weapon", m.cc } end
  if t then
    local ov = C.overwhelming(u, t)
    if ov > 0 then parts[#parts + 1] = { "friends engaged", ov } end
  end
  if w and t then
    local wc = W.sum(w, "cc", test)
    local wt = W.sum(w, "tn", test)
    if wc + wt ~= 0 then parts[#parts + 1] = { "weapon abilities", wc + wt } end
  end
  local tn = 0
  for _, p in ipairs(parts) do tn = tn + p[2] end
  return tn, parts
end

-- ---- the d20 test --------------------------------------------------------------------------

-- The highest natural roll that is a Critical Hit for test (1; Accurate,
-- Executioner).
function C.crit_on(test)
  local n = A.max(test.unit, "crit_on", 1, test)
  if test.weapon then n = W.max(test.weapon, "crit_on", n, test) end
  return n
end

-- The weapon's Critical Failure value (an unarmed Strike: 20).
function C.crit_fail_value(w) return w and lib.weapon(w).crit_fail or 20 end

-- Rolls a Shoot or Strike Action Test: returns { roll, tn, hit, crit,
-- critfail }. A natural 1 hits even when the TN is below 1 (option
-- natural_one=hits); a roll of the weapon's Critical Failure value or more
-- is a Critical Failure, applied besides the hit when it hits. A miss may
-- be re-rolled (Faith: A.reroll); the roll that stands is kept in the
-- attack's atk.low_roll when it is the lowest (Dodge).
function C.roll(test, tn, parts)
  local name = test.kind == "shoot" and "Shoot test" or "Strike test"
  local what = name .. " of " .. cv.name(test.unit) ..
    (test.target and (" at " .. cv.name(test.target)) or (test.piece and (" at " .. T.name(test.piece))) or (test.spot and " at a spot" or "")) ..
    (test.weapon and (" with " .. lib.weapon(test.weapon).title) or " unarmed") ..
    ": TN " .. tn .. " (" .. parts_text(parts) .. ")"
  local res
  for attempt = 1, 2 do
    local r = lib.d20(cv.owner(test.unit), (attempt == 2 and "re-roll: " or "") .. what)
    res = { roll = r, tn = tn }
    res.hit = r <= tn or (r == 1 and cv.options.natural_one ~= "tn")
    res.crit = res.hit and r <= C.crit_on(test)
    res.critfail = r >= C.crit_fail_value(test.weapon)
    local words = res.hit and (res.crit and "a critical hit (x1 Damage Multiplier)" or "a hit") or "a miss"
    if res.critfail then words = words .. " and a critical failure" end
    cv.log("%s: %s", cv.name(test.unit), words)
    if res.hit or attempt == 2 or not A.reroll(test.unit, { kind = test.kind }, name) then break end
  end
  local atk = test.atk
  if atk and test.kind == "shoot" and (not atk.low_roll or res.roll < atk.low_roll) then atk.low_roll = res.roll end
  return res
end

-- A Critical Failure (RANGED ATTACKS: a Reload counter; MELEE ATTACKS: a
-- Pinned counter) for the unit that made test.
function C.critical_failure(test)
  if test.kind == "shoot" then
    cv.because(SHOOT, cv.add_pool, test.unit, "reload", 1)
  else
    cv.because(MELEE, lib.pin, test.unit)
  end
  ns.M.check_fall(test.unit)
end

-- ---- hits and Armor Tests ------------------------------------------------------------------

-- The DAM of a hit from test: the band's DAM (Shoot) or ST plus the
-- weapon's (Strike), Aim +2, +1 for each other friend engaged with the
-- target (Strike), the weapon's and the unit's abilities.
function C.hit_of(test, res)
  local u, w, t = test.unit, test.weapon, test.target
  local hit = { kind = test.kind, unit = u, weapon = w, target = t, charge = test.charge, atk = test.atk, mult = 1 }
  if test.kind == "shoot" then
    local band = lib.band(u, w, test.gap) or lib.weapon(w).ranges[1]
    hit.dam = band.dam
    hit.mult = band.mult or 1
    if not hit.dam then return hit end -- a weapon with no DAM (Smoke Grenades) makes no Armor Test
    if test.aimed then hit.dam = hit.dam + 2 end
  else
    local m = w and lib.weapon(w).melee
    hit.dam = lib.stat(u, "st") + (m and m.dam or 0) + C.overwhelming(u, t)
  end
  if w then hit.dam = hit.dam + W.sum(w, "dam", hit) end
  hit.dam = hit.dam + A.sum(u, "dam_bonus", hit)
  hit.mult = hit.mult + A.sum(u, "multiplier", hit)
  if res and res.crit then hit.mult = hit.mult + 1 end
  return hit
end

-- Unit t's AR for an Armor Test against hit: AR, +2 in base contact with
-- Heavy Obstruction (Cover) against a Shoot Action (with option
-- cover_between=yes only when it lies across the line of sight), +2 for a
-- Dive for Cover, the unit's abilities (Entrenched). Returns ar, parts.
function C.armour(t, hit)
  local parts = { { "AR", lib.stat(t, "ar"), true } }
  if hit.kind == "shoot" and hit.unit and lib.alive(hit.unit) then
    local covers = T.touching_trait(t, "Cover")
    local ok = #covers > 0
    if ok and cv.options.cover_between ~= "no" then
      ok = false
      local r = L.check(hit.unit, t)
      for _, ln in ipairs(r.lines) do
        for _, p in ipairs(covers) do
          if G.seg_poly(ln[1], ln[2], ln[3], ln[4], p.poly) >= 2 then ok = true end
        end
      end
    end
    if ok then parts[#parts + 1] = { "Heavy Obstruction in contact", 2 } end
  end
  if hit.atk and hit.atk.dive and hit.atk.dive[t] then parts[#parts + 1] = { "Dive for Cover", 2 } end
  local ab = A.sum(t, "ar", hit)
  if ab ~= 0 then parts[#parts + 1] = { "abilities", ab } end
  local ar = 0
  for _, p in ipairs(parts) do ar = ar + p[2] end
  return ar, parts
end

-- The result of an Armor Test roll r against TN tn (ARMOR TEST RESULT):
-- pinned and wound counters to give, and whether it failed.
function C.armour_result(r, tn)
  if r <= tn then
    if tn - r >= 6 then return 0, 0, false, "succeeded by " .. (tn - r) .. ": no effect" end
    return 1, 0, false, "succeeded by " .. (tn - r) .. ": 1 Pinned counter"
  end
  if r - tn <= 5 then return 1, 1, true, "failed by " .. (r - tn) .. ": 1 Pinned and 1 Wound counter" end
  return 1, 2, true, "failed by " .. (r - tn) .. ": 1 Pinned and 2 Wound counters"
end

-- One Armor Test of unit t against hit: 1D20 <= AR - DAM. Gives the
-- counters, removes a casualty; a climbing or jumping unit that gains a
-- counter falls. Returns whether it failed.
function C.armour_test(t, hit)
  if not lib.alive(t) then return false end
  return cv.because(ARMOR, function()
    local ar, parts = C.armour(t, hit)
    local dam = A.fold(t, "armor_dam", hit.dam, hit)
    local tn = ar - dam
    local what = "Armor Test of " .. cv.name(t) .. ": TN " .. tn .. " (" .. parts_text(parts) .. ", DAM " .. dam .. ")"
    local r = lib.d20(cv.owner(t), what)
    if r > tn and A.reroll(t, { kind = "armor" }, "Armor Test") then r = lib.d20(cv.owner(t), "re-roll: " .. what) end
    local pins, wounds, failed, words = C.armour_result(r, tn)
    cv.log("%s: %s", cv.name(t), words)
    local cap = C.wound_cap(t)
    if cap and wounds > cap then
      cv.log("First Aid: %s receives only %d Wound counter", cv.name(t), cap)
      wounds = cap
    end
    if pins > 0 then lib.pin(t) end
    if wounds > 0 then cv.add_pool(t, "wounds", wounds) end
    C.check_casualty(t)
    if lib.alive(t) and (pins > 0 or wounds > 0) then ns.M.check_fall(t) end
    return failed
  end)
end

-- The most Wound counters unit t receives from one failed Armor Test, when
-- a friend's ability limits it (First Aid: 1 within 6"), or nil.
function C.wound_cap(t)
  local cap
  for _, f in ipairs(lib.friends(t)) do
    local m = A.first(f, "max_wounds", t)
    if m and (not cap or m < cap) then cap = m end
  end
  return cap
end

-- The Armor Tests of a hit: one per Damage Multiplier (cumulative); a
-- Continuous weapon's failed test is followed by another hit at the
-- weapon's DAM, once. Returns how many failed.
function C.resolve_hit(hit)
  local failed = 0
  if not hit.dam then
    cv.log("%s: %s does no damage", cv.name(hit.target), hit.weapon and lib.weapon(hit.weapon).title or "it")
    return 0
  end
  for i = 1, hit.mult do
    if not lib.alive(hit.target) then break end
    if hit.mult > 1 then cv.log("Armor Test %d of %d (Damage Multiplier x%d)", i, hit.mult, hit.mult) end
    if C.armour_test(hit.target, hit) then
      failed = failed + 1
      if hit.weapon and not hit.base and W.any(hit.weapon, "continuous") and lib.alive(hit.target) then
        local second = { kind = hit.kind, unit = hit.unit, weapon = hit.weapon, target = hit.target, atk = hit.atk,
          mult = 1, base = true }
        local band = hit.kind == "shoot" and lib.weapon(hit.weapon).ranges and lib.weapon(hit.weapon).ranges[1]
        second.dam = band and band.dam or hit.dam
        cv.log("Continuous: %s takes another hit, DAM %d", cv.name(hit.target), second.dam)
        if C.armour_test(hit.target, second) then failed = failed + 1 end
      end
    end
  end
  return failed
end

-- A unit with Wound counters equal to its W or more is removed as a
-- casualty (ARMOR TEST RESULT).
function C.check_casualty(t)
  if lib.alive(t) and lib.wounds(t) >= lib.stat(t, "w") then C.casualty(t) end
end

-- Removes unit t as a casualty: to its owner's zone 'casualties'; its
-- counters of the turn go; with scenario=kill_points its points are the
-- opponent's Victory Points; then its abilities' casualty hooks (Mortuary
-- Enzymes: it is off the table, its x, y where it stood).
function C.casualty(t)
  cv.because(ARMOR, function()
    cv.log("%s is removed as a casualty", cv.name(t))
    cv.move(t, "casualties", cv.owner(t))
    for _, k in ipairs({ "activation", "reaction" }) do
      if cv.pool(t, k) > 0 then cv.set_pool(t, k, 0) end
    end
    if cv.options.scenario == "kill_points" then
      cv.add_pool(cv.player(lib.opponent(cv.owner(t))), "vp", cv.def(t).points or 0)
    end
  end)
  A.each(t, "casualty")
end

-- A hit with a given DAM that is not an attack (FALLING, TERRAIN:
-- Dangerous, CLOUD): one Armor Test.
function C.plain_hit(t, dam, kind, weapon)
  return C.resolve_hit({ kind = kind, target = t, dam = dam, mult = 1, weapon = weapon })
end

-- ---- choosing targets ----------------------------------------------------------------------

-- May unit u Shoot now at all (RANGED ATTACKS: no Reload counters; not
-- when engaged, but with a Projected weapon)? Returns the weapons it may use.
function C.shoot_weapons(u)
  local out = {}
  if cv.pool(u, "reload") > 0 then return out end
  local engaged = lib.engaged(u)
  for _, w in ipairs(lib.weapons(u)) do
    local d = lib.weapon(w)
    if d and d.ranges and #d.ranges > 0 and d.dam ~= false then
      local area = W.area(w)
      if not engaged or (area and area.kind == "projected") then out[#out + 1] = w end
    end
  end
  return out
end

-- A Shoot test of unit u with weapon w at unit t: its table, with the line
-- of sight and range, or nil (Blocked, out of range, not an enemy). los:
-- the line of sight from u to t when it is known already.
function C.shoot_test(u, w, t, atk, pieces, los)
  if not lib.alive(t) or cv.owner(t) == cv.owner(u) then return nil end
  local gap = lib.gap(u, t)
  if gap > lib.max_range(u, w) then return nil end
  local r = los or L.check(u, t, nil, pieces)
  if r.state == "Blocked" then return nil end
  local test = { kind = "shoot", unit = u, weapon = w, target = t, atk = atk, gap = gap, los = r }
  local area = W.area(w)
  if area and area.kind == "projected" then test.no_obstruction = true end
  return test
end

-- The Shoot options of unit u: { weapon, target, tn } for every weapon it
-- may fire and every enemy in range and in Clear or Obstructed LOS.
function C.shoot_options(u, aimed)
  local out = {}
  local pieces = T.pieces()
  local weapons = C.shoot_weapons(u)
  if #weapons == 0 then return out end
  local los = {}
  for _, t in ipairs(lib.enemies(u)) do los[t] = L.check(u, t, nil, pieces) end
  for _, w in ipairs(weapons) do
    for _, t in ipairs(lib.enemies(u)) do
      local test = C.shoot_test(u, w, t, nil, pieces, los[t])
      if test then
        test.aimed = aimed and not W.any(w, "no_aim")
        test.braced = cv.var(u, "brace") ~= nil
        local tn = C.shoot_tn(test)
        out[#out + 1] = { weapon = w, target = t, tn = tn }
      end
    end
  end
  return out
end

-- The spots unit u may target with a Tactical Fire weapon w (TACTICAL
-- FIRE): the centres of enemy units, objectives and marks in range,
-- regardless of LOS, none within half the height (in inches) of a piece
-- with Cover from it.
function C.tactical_spots(u, w)
  local out = {}
  local pieces = T.pieces()
  local range = lib.max_range(u, w)
  local function add(label, x, y)
    if not G.within(lib.circle(u), { x, y, 0 }, range) then return end
    for _, p in ipairs(pieces) do
      if p.traits.Cover and G.within({ x, y, 0 }, p.poly, p.height // 2) then return end
    end
    out[#out + 1] = { label = label, x = x, y = y }
  end
  for _, t in ipairs(lib.enemies(u)) do
    local x, y = lib.pos(t)
    add("the spot under " .. cv.name(t), x, y)
  end
  for _, o in ipairs(T.objectives()) do add("objective " .. o.i, o.x, o.y) end
  for _, m in ipairs(T.marks()) do add("mark " .. m.name, m.x, m.y) end
  return out
end

-- The units in a circular Threat Zone (their bases overlap or touch it),
-- in order; 'except': a unit left out.
function C.in_zone(x, y, radius, except)
  local out = {}
  for _, v in ipairs(lib.all_units()) do
    if v ~= except and G.within({ x, y, radius }, lib.circle(v), 0) then out[#out + 1] = v end
  end
  return out
end

-- The Threat Zone of a Projected weapon w fired by unit u at unit t
-- (PROJECTED AREA OF EFFECT): a strip as wide as u's base from u towards
-- t, as long as w's range; returns its polygon.
function C.projected_zone(u, w, t)
  local sx, sy = lib.pos(u)
  local tx, ty = lib.pos(t)
  local r = lib.radius(u)
  local len = r + lib.max_range(u, w)
  local ex, ey = G.toward(sx, sy, tx, ty, len)
  local px, py = G.toward(0, 0, -(ty - sy), tx - sx, r)
  return { { sx + px, sy + py }, { ex + px, ey + py }, { ex - px, ey - py }, { sx - px, sy - py } }
end

-- The units in a Projected Threat Zone, the primary target first, leaving
-- out the shooter and units Blocked from it.
function C.projected_targets(u, w, t)
  local poly = C.projected_zone(u, w, t)
  local out = { t }
  for _, v in ipairs(lib.all_units()) do
    if v ~= u and v ~= t and G.within(lib.circle(v), poly, 0) and L.sees(u, v) then out[#out + 1] = v end
  end
  return out
end

-- The secondary targets of an Explosive or Cloud weapon centred on unit
-- t's base: units in the Threat Zone; Explosive: not Blocked from t
-- (EXPLOSIVE AREA OF EFFECT).
function C.area_targets(area, x, y, primary)
  local out = {}
  for _, v in ipairs(C.in_zone(x, y, area.radius, primary)) do
    if area.kind ~= "explosive" or not primary or L.sees(primary, v) then out[#out + 1] = v end
  end
  return out
end

-- ---- the Shoot Action ----------------------------------------------------------------------

-- One Shoot test and its hit: returns the result table ({ hit, crit,
-- critfail, failed = failed Armor Tests }).
-- Counts n failed Armor Tests of unit t against attack atk (Blitz reads
-- atk.failed_enemies).
local function count_failed(atk, t, n)
  if atk and n > 0 and t and cv.owner(t) ~= cv.owner(atk.unit) then
    atk.failed_enemies = (atk.failed_enemies or 0) + n
  end
end

local function shoot_once(test)
  local tn, parts = C.shoot_tn(test)
  local res = C.roll(test, tn, parts)
  res.failed = 0
  if res.hit and test.target then
    res.failed = C.resolve_hit(C.hit_of(test, res))
    count_failed(test.atk, test.target, res.failed)
  end
  if res.critfail then C.critical_failure(test) end
  A.each(test.unit, "tested", test, res)
  return res
end

-- An automatic hit on a secondary target (option explosive_secondary=hit).
local function area_hit(test)
  local hit = C.hit_of(test, nil)
  hit.mult = 1
  local n = C.resolve_hit(hit)
  count_failed(test.atk, test.target, n)
  return n
end

-- Places a Cloud (CLOUD): a marker card in the shared zone 'markers' at
-- (x, y) with the weapon and its radius; every unit in it suffers its
-- effects now (first time in the Threat Zone).
function C.place_cloud(u, w, x, y, area)
  local m = cv.card_new("cloud", cv.owner(u), "markers")
  cv.set_var(m, "x", x, "quiet")
  cv.set_var(m, "y", y, "quiet")
  cv.set_var(m, "r", area.radius, "quiet")
  cv.set_var(m, "weapon", w, "quiet")
  cv.log("a Cloud (%s) is placed at (%s, %s), radius %s", lib.weapon(w).title, lib.inches(x), lib.inches(y), lib.inches(area.radius))
  return m
end

-- Places a Smoke marker (WEAPON SPECIAL ABILITIES: Smoke): a marker card
-- 'smoke' in the shared zone 'markers' at (x, y) over the weapon's Area of
-- Effect (radius 1" when it has none); every line of sight drawn into or
-- through it is Blocked (los.lua), whatever the heights, until it dissipates
-- in an End Turn Phase (option smoke).
function C.place_smoke(u, w, x, y, area)
  local r = area and area.radius or lib.INCH
  cv.because("rule: WEAPON SPECIAL ABILITIES", function()
    local m = cv.card_new("smoke", cv.owner(u), "markers")
    cv.set_var(m, "x", x, "quiet")
    cv.set_var(m, "y", y, "quiet")
    cv.set_var(m, "r", r, "quiet")
    cv.log("Smoke (%s) at (%s, %s), radius %s: lines of sight into or through it are Blocked", lib.weapon(w).title,
      lib.inches(x), lib.inches(y), lib.inches(r))
  end)
end

-- Unit v suffers the effects of cloud m (an Armor Test at the weapon's
-- DAM), once on entering it; again at the end of its Activation
-- (always=true). Returns how many Armor Tests failed.
function C.cloud_effect(m, v, always)
  if not lib.alive(v) then return 0 end
  local key = "cloud_" .. m
  if not always and cv.var(v, key) then return 0 end
  cv.set_var(v, key, true, "quiet")
  local w = cv.var(m, "weapon")
  local d = lib.weapon(w)
  return cv.because("rule: CLOUD", function()
    cv.log("%s is in the Threat Zone of %s", cv.name(v), cv.name(m))
    return C.plain_hit(v, d.ranges[1].dam, "cloud", w)
  end)
end

-- The clouds whose Threat Zone holds unit v.
function C.clouds_on(v)
  local out = {}
  for _, m in ipairs(cv.zone("markers")) do
    if cv.def(m).kind == "cloud" and G.within({ cv.var(m, "x"), cv.var(m, "y"), cv.var(m, "r") }, lib.circle(v), 0) then
      out[#out + 1] = m
    end
  end
  return out
end

-- Suppressive (or a Brace): when every test of the action targeted the
-- same enemy unit, it receives a Pinned counter (unless it is Driven).
local function suppress(atk, tests, suppressive)
  if not suppressive or #tests == 0 then return end
  local t = tests[1].target
  if not t then return end
  for _, x in ipairs(tests) do
    if x.target ~= t then return end
  end
  if lib.alive(t) and cv.owner(t) ~= cv.owner(atk.unit) and not A.ignores(t, "suppressive") then
    cv.log("Suppressive: %s receives a Pinned counter", cv.name(t))
    lib.pin(t)
    ns.M.check_fall(t)
  end
end

-- A Shoot Action of unit u with weapon w at unit t (or, with opts.spot =
-- { x, y }, a Tactical Fire at that spot). opts.act: the active unit's
-- action (Reactions may answer it); opts.reaction: the Reaction this is
-- part of; opts.more: further Burst targets chosen already. Returns the
-- attack table.
function C.shoot_action(u, w, t, opts)
  opts = opts or {}
  local atk = { name = "shoot", unit = u, weapon = w, targets = {}, dive = {}, reaction = opts.reaction, act = opts.act }
  cv.because(SHOOT, function()
    local area = W.area(w)
    local aimed = cv.var(u, "aim") ~= nil and not W.any(w, "no_aim")
    local braced = cv.var(u, "brace") ~= nil
    if cv.var(u, "aim") then cv.set_var(u, "aim", nil, "quiet") end
    if braced then cv.set_var(u, "brace", nil, "quiet") end
    local suppressive = braced or W.any(w, "suppressive")
    local d = lib.weapon(w)
    -- the tests, as declared
    local tests = {}
    local function add(v, primary)
      local test = { kind = "shoot", unit = u, weapon = w, target = v, atk = atk, braced = braced,
        reaction = opts.reaction, secondary = not primary }
      test.gap = lib.gap(u, v)
      test.los = L.check(u, v)
      test.aimed = aimed and primary
      if opts.reaction == "ambush" and cv.var(v, "flying") then test.no_obstruction = true end
      tests[#tests + 1] = test
      atk.targets[#atk.targets + 1] = v
      return test
    end
    local zone_units
    if opts.spot then
      cv.because("rule: TACTICAL FIRE", cv.log, "%s fires %s at (%s, %s), regardless of LOS", cv.name(u), d.title,
        lib.inches(opts.spot.x), lib.inches(opts.spot.y))
      zone_units = C.in_zone(opts.spot.x, opts.spot.y, area and area.radius or 0)
      for _, v in ipairs(zone_units) do add(v, false) end
    else
      local first = add(t, true)
      L.record(first.los)
      cv.log("%s shoots at %s with %s: line of sight %s, range %s", cv.name(u), cv.name(t), d.title, first.los.state, lib.inches(first.gap))
      if area and area.kind == "projected" then
        cv.because("rule: PROJECTED AREA OF EFFECT", function()
          for i, v in ipairs(C.projected_targets(u, w, t)) do
            if i > 1 then add(v, false).no_obstruction = true end
          end
          first.no_obstruction = true
        end)
      elseif area then
        local x, y = lib.pos(t)
        zone_units = C.area_targets(area, x, y, t)
        cv.because("rule: AREA OF EFFECT WEAPONS", function()
          for _, v in ipairs(zone_units) do
            add(v, false)
            cv.log("%s is a Secondary Target", cv.name(v))
          end
        end)
      end
      for _, v in ipairs(opts.more or {}) do add(v, true) end
    end
    -- Reactions to the declared Shoot Action (Dive for Cover, Ambush)
    if opts.act then ns.X.declared(opts.act, atk) end
    if not lib.alive(u) then return end
    -- the tests
    local stop = false
    if opts.spot then
      local test = { kind = "shoot", unit = u, weapon = w, spot = opts.spot, atk = atk,
        gap = G.gap_cc(lib.circle(u), { opts.spot.x, opts.spot.y, 0 }) }
      local res = C.roll(test, C.shoot_tn(test))
      if res.critfail then C.critical_failure(test) end
      if res.hit and W.any(w, "smoke") then C.place_smoke(u, w, opts.spot.x, opts.spot.y, area) end
      if res.hit then
        for _, test2 in ipairs(tests) do
          if lib.alive(test2.target) then
            test2.no_obstruction = true
            if cv.options.explosive_secondary == "test" then shoot_once(test2) else area_hit(test2) end
          end
        end
      end
    elseif area and area.kind ~= "projected" then
      local res = shoot_once(tests[1])
      if res.hit then
        local x, y = lib.pos(tests[1].target)
        if W.any(w, "smoke") then C.place_smoke(u, w, x, y, area) end
        if area.kind == "cloud" then
          cv.because("rule: CLOUD", function()
            local m = C.place_cloud(u, w, cv.var(tests[1].target, "x") or x, cv.var(tests[1].target, "y") or y, area)
            if lib.alive(tests[1].target) then cv.set_var(tests[1].target, "cloud_" .. m, true, "quiet") end
            for i = 2, #tests do count_failed(atk, tests[i].target, C.cloud_effect(m, tests[i].target)) end
          end)
        else
          cv.because("rule: EXPLOSIVE AREA OF EFFECT", function()
            for i = 2, #tests do
              if lib.alive(tests[i].target) then
                tests[i].no_obstruction = true
                if cv.options.explosive_secondary == "test" then shoot_once(tests[i]) else area_hit(tests[i]) end
              end
            end
          end)
        end
      end
    else
      for _, test in ipairs(tests) do
        if stop or not lib.alive(u) then break end
        if lib.alive(test.target) then
          local res = shoot_once(test)
          if res.critfail and cv.options.burst_crit_fail ~= "continue" and #tests > 1 and W.max(w, "tests", 1) > 1 then
            cv.log("the critical failure ends the Burst")
            stop = true
          end
        end
      end
    end
    suppress(atk, tests, suppressive)
    atk.zone = zone_units
    W.each(w, "after_action", atk)
    for v in pairs(atk.dive) do A.each(v, "dived", atk) end
  end)
  return atk
end

-- ---- the Strike Action ---------------------------------------------------------------------

-- The melee weapons of unit u (keys); an unarmed Strike uses none (ST for DAM).
function C.melee_weapons(u)
  local out = {}
  for _, w in ipairs(lib.weapons(u)) do
    local d = lib.weapon(w)
    if d and d.melee then out[#out + 1] = w end
  end
  return out
end

-- The enemies unit u may Strike with weapon w (nil: unarmed): engaged
-- ones, and with Reach (X) those in Clear or Obstructed LOS up to X away.
function C.strike_targets(u, w)
  local out = {}
  local reach = w and W.max(w, "reach", 0) or 0
  for _, e in ipairs(lib.enemies(u)) do
    if lib.in_contact(u, e) or (reach > 0 and lib.within(u, e, reach) and L.sees(u, e)) then out[#out + 1] = e end
  end
  return out
end

-- The Strike options of unit u: { weapon (nil: unarmed), target, tn }.
function C.strike_options(u, charge)
  local out = {}
  local ws = C.melee_weapons(u)
  if #ws == 0 then ws = { false } end
  for _, w in ipairs(ws) do
    for _, t in ipairs(C.strike_targets(u, w or nil)) do
      local tn = C.strike_tn({ kind = "strike", unit = u, weapon = w or nil, target = t, charge = charge })
      out[#out + 1] = { weapon = w or nil, target = t, tn = tn }
    end
  end
  return out
end

-- The Destructible pieces unit u may Strike (in base contact).
function C.strike_pieces(u)
  local out = {}
  for _, p in ipairs(T.touching_trait(u, "Destructible")) do out[#out + 1] = p end
  return out
end

-- A Strike Action of unit u with weapon w (nil: unarmed) at unit t.
-- opts: act, reaction, charge. Returns the attack table.
function C.strike_action(u, w, t, opts)
  opts = opts or {}
  local atk = { name = "strike", unit = u, weapon = w, targets = { t }, dive = {}, reaction = opts.reaction, act = opts.act, charge = opts.charge }
  cv.because(MELEE, function()
    cv.log("%s strikes at %s %s", cv.name(u), cv.name(t), w and ("with " .. lib.weapon(w).title) or "unarmed")
    if opts.act then ns.X.declared(opts.act, atk) end
    if not lib.alive(u) or not lib.alive(t) then return end
    local test = { kind = "strike", unit = u, weapon = w, target = t, atk = atk, charge = opts.charge, reaction = opts.reaction }
    local tn, parts = C.strike_tn(test)
    local res = C.roll(test, tn, parts)
    if res.hit then C.resolve_hit(C.hit_of(test, res)) end
    if res.critfail then C.critical_failure(test) end
    A.each(u, "tested", test, res)
    suppress(atk, { test }, w and W.any(w, "suppressive"))
    if w then W.each(w, "after_action", atk) end
  end)
  return atk
end

-- The damage of a hit on Destructible piece p (TERRAIN: Destructible):
-- 'mult' Armor Tests of the piece's AR (default 20) against 'dam', each
-- failure's Wound counters added to its damage; its W (default 2) in
-- damage destroys it. The dice are unit u's player's.
function C.damage_piece(u, p, dam, mult)
  local ar = p.ar or 20
  for _ = 1, mult do
    local r = lib.d20(cv.owner(u), T.name(p) .. " Armor Test: TN " .. (ar - dam))
    local _, wounds = C.armour_result(r, ar - dam)
    if wounds > 0 then
      local k = "structure_" .. p.i
      local n = (cv.var(cv.GAME, k) or 0) + wounds
      cv.set_var(cv.GAME, k, n, "quiet")
      cv.log("%s has %d of %d damage", T.name(p), n, p.w or 2)
      if n >= (p.w or 2) then T.destroy(p) return end
    end
  end
end

-- A Strike Action at Destructible piece p (TERRAIN: Destructible): TN CC
-- (and the weapon's), then the piece's Armor Tests against ST + the
-- weapon's DAM (C.damage_piece).
function C.strike_piece(u, w, p)
  cv.because("rule: TERRAIN", function()
    local test = { kind = "strike", unit = u, weapon = w }
    local tn, parts = C.strike_tn(test)
    local res = C.roll(test, tn, parts)
    if res.critfail then C.critical_failure(test) end
    if not res.hit then return end
    local m = w and lib.weapon(w).melee
    C.damage_piece(u, p, lib.stat(u, "st") + (m and m.dam or 0), res.crit and 2 or 1)
  end)
end

-- The line of sight from unit u to Destructible piece p: to the centre of
-- the piece, on the ground, the piece itself left out of the way.
function C.piece_los(u, p, pieces)
  local others = {}
  for _, q in ipairs(pieces or T.pieces()) do
    if q.i ~= p.i then others[#others + 1] = q end
  end
  local cx, cy = G.centroid(p.poly)
  return L.check(u, { cx, cy, 0 }, 0, others)
end

-- The Destructible pieces unit u may Shoot (TERRAIN: Destructible, as a
-- Shoot Action): { piece, weapon, tn } for each weapon with a DAM it may
-- fire and each piece in its range (base edge to the piece's nearest edge)
-- and not Blocked (C.piece_los). The TN is MW, the range modifier and the
-- obstruction (no DEF).
function C.shoot_pieces(u, aimed)
  local out = {}
  local weapons = C.shoot_weapons(u)
  if #weapons == 0 then return out end
  local pieces = T.pieces()
  for _, p in ipairs(pieces) do
    if p.traits.Destructible then
      local gap = G.gap_cp(lib.circle(u), p.poly)
      if gap < 0 then gap = 0 end
      local los
      for _, w in ipairs(weapons) do
        local band = lib.band(u, w, gap)
        if band and band.dam and not W.area(w) then
          los = los or C.piece_los(u, p, pieces)
          if los.state == "Blocked" then break end
          local test = { kind = "shoot", unit = u, weapon = w, piece = p, gap = gap, los = los,
            aimed = aimed and not W.any(w, "no_aim"), braced = cv.var(u, "brace") ~= nil }
          out[#out + 1] = { piece = p, weapon = w, tn = (C.shoot_tn(test)) }
        end
      end
    end
  end
  return out
end

-- A Shoot Action of unit u with weapon w at Destructible piece p (TERRAIN:
-- Destructible): one Shoot test (C.shoot_pieces' TN, Aim +4 and +2 DAM);
-- a hit makes the piece's Armor Tests against the band's DAM, one per
-- Damage Multiplier (a critical hit adds one); a Critical Failure gives a
-- Reload counter.
function C.shoot_piece(u, w, p)
  cv.because("rule: TERRAIN", function()
    local aimed = cv.var(u, "aim") ~= nil and not W.any(w, "no_aim")
    if cv.var(u, "aim") then cv.set_var(u, "aim", nil, "quiet") end
    local braced = cv.var(u, "brace") ~= nil
    if braced then cv.set_var(u, "brace", nil, "quiet") end
    local gap = G.gap_cp(lib.circle(u), p.poly)
    if gap < 0 then gap = 0 end
    local test = { kind = "shoot", unit = u, weapon = w, piece = p, gap = gap, los = C.piece_los(u, p), aimed = aimed, braced = braced }
    cv.log("%s shoots at %s with %s", cv.name(u), T.name(p), lib.weapon(w).title)
    local tn, parts = C.shoot_tn(test)
    local res = C.roll(test, tn, parts)
    if res.critfail then C.critical_failure(test) end
    if not res.hit then return end
    local band = lib.band(u, w, gap)
    C.damage_piece(u, p, band.dam + (aimed and 2 or 0), (band.mult or 1) + (res.crit and 1 or 0))
  end)
end

return C
