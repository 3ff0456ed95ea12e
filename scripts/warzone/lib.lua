-- Warzone Eternal: the library (what the other files of the ruleset and a
-- query see as `rules`): units, their profiles and counters, dice, special
-- abilities looked up in the registries, distances. Comments name the
-- headings of the quick reference (004_f78b09230e8b7ccc.txt); "facts
-- sheet" is warzone-facts.md. docs/warzone.md lists the readings taken.
--
-- Lengths are integers in thousandths of an inch (lib.INCH = 1000): a 30 mm
-- base has radius 591, the 36" table is 36000 wide. No rule-relevant number
-- is ever a float.

local cv, ipairs, pairs, tonumber, tostring, type = cv, ipairs, pairs, tonumber, tostring, type
local lib = {}
local ns -- the ruleset's files (rules.lua: lib.init)


-- One inch in the game's units.
lib.INCH = 1000
-- Base contact: two bases whose gap is at most this many units touch
-- (a placement in contact is rounded to whole units, docs/warzone.md).
lib.CONTACT = 5
-- An objective marker's radius (a 40 mm marker).
lib.OBJECTIVE_R = 787

-- The stats of a profile (facts sheet: Profile), as card fields.
lib.STATS = { "mv", "mw", "cc", "st", "def", "ar", "w", "pw", "ld" }

-- The other seat.
function lib.opponent(seat) return seat == 1 and 2 or 1 end

-- ---- units -----------------------------------------------------------------------

-- Is card c a unit (not a weapon, a table or a marker)?
function lib.is_unit(c) return cv.def(c).kind == "unit" end

-- Is unit c on the battlefield (deployed and not a casualty)?
function lib.alive(c) return (cv.where(c)) == "table" end

-- The units of seat on the battlefield, in card order.
function lib.units(seat) return cv.zone("table", seat) end

-- The units of both seats on the battlefield, seat 1's first.
function lib.all_units()
  local out = {}
  for s = 1, cv.nplayers() do
    for _, c in ipairs(cv.zone("table", s)) do out[#out + 1] = c end
  end
  return out
end

-- The enemy units of unit c on the battlefield.
function lib.enemies(c) return lib.units(lib.opponent(cv.owner(c))) end

-- The friendly units of unit c on the battlefield, c itself left out.
function lib.friends(c)
  local out = {}
  for _, x in ipairs(lib.units(cv.owner(c))) do
    if x ~= c then out[#out + 1] = x end
  end
  return out
end

-- Unit c's stat now (cv.value: printed plus modifiers), e.g. rules.stat(c, "mw").
function lib.stat(c, name) return cv.value(c, name) end

-- A length in the game's units as inches for people: 12500 is 12.5".
function lib.inches(v)
  local neg = v < 0
  if neg then v = -v end
  local whole, tenth = v // 1000, (v % 1000 + 50) // 100
  if tenth == 10 then whole, tenth = whole + 1, 0 end
  return (neg and "-" or "") .. whole .. (tenth > 0 and ("." .. tenth) or "") .. '"'
end

-- The radius of a base of 'mm' millimetres in the game's units, rounded
-- (30 mm: 591, 40 mm: 787, 50 mm: 984).
function lib.base_radius(mm) return (mm * 20000 + 508) // 1016 end

-- Unit c's base radius.
function lib.radius(c) return lib.base_radius(cv.def(c).base) end

-- Unit c's height (docs/warzone.md, Model heights): its card's height, else
-- by its base: 30 mm 1.25", 40 mm 1.5", 50 mm 2".
function lib.height(c)
  local d = cv.def(c)
  if d.height then return d.height end
  if d.base >= 50 then return 2000 elseif d.base >= 40 then return 1500 end
  return 1250
end

-- Unit c's position: x, y (the centre of its base) and z (how high it stands).
function lib.pos(c) return cv.var(c, "x") or 0, cv.var(c, "y") or 0, cv.var(c, "z") or 0 end

-- Unit c's base as a circle { x, y, r }.
function lib.circle(c)
  return { cv.var(c, "x") or 0, cv.var(c, "y") or 0, lib.radius(c) }
end

-- Puts unit c at (x, y, z), quietly (the caller logs the move).
function lib.place(c, x, y, z)
  cv.set_var(c, "x", x, "quiet")
  cv.set_var(c, "y", y, "quiet")
  cv.set_var(c, "z", (z and z ~= 0) and z or nil, "quiet")
end

-- Where unit c is, for people: (12.5", 4").
function lib.where_text(c)
  local x, y, z = lib.pos(c)
  return "(" .. lib.inches(x) .. ", " .. lib.inches(y) .. (z > 0 and (", up " .. lib.inches(z)) or "") .. ")"
end

-- The gap between the bases of units a and b (edge to edge), rounded up.
function lib.gap(a, b) return ns.G.gap_cc(lib.circle(a), lib.circle(b)) end

-- Are units a and b in base contact (their gap at most lib.CONTACT)?
function lib.in_contact(a, b) return ns.G.within(lib.circle(a), lib.circle(b), lib.CONTACT) end

-- Is unit b within d units of unit a, base edge to base edge?
function lib.within(a, b, d) return ns.G.within(lib.circle(a), lib.circle(b), d) end

-- The enemy units in base contact with unit c: it is Engaged with them.
function lib.engaged_with(c)
  local out = {}
  if not lib.alive(c) then return out end
  for _, e in ipairs(lib.enemies(c)) do
    if lib.in_contact(c, e) then out[#out + 1] = e end
  end
  return out
end

-- Is unit c engaged (in base contact with an enemy unit)?
function lib.engaged(c) return #lib.engaged_with(c) > 0 end

-- The friendly units of 'side' (a seat) in base contact with unit e.
function lib.engaging(e, side)
  local out = {}
  for _, f in ipairs(lib.units(side)) do
    if f ~= e and lib.in_contact(f, e) then out[#out + 1] = f end
  end
  return out
end

-- The nearest unit of 'list' to unit c (by gap; ties: the lower id), and the gap.
function lib.nearest(c, list)
  local best, bg
  for _, x in ipairs(list) do
    if x ~= c then
      local g = lib.gap(c, x)
      if not bg or g < bg then best, bg = x, g end
    end
  end
  return best, bg
end

-- Unit c's DEF when an enemy targets it with a Shoot ("shoot") or Strike
-- ("strike") Action: its DEF rating and its abilities (Evasive, Duelist,
-- Entrenched), e.g. rules.def(c, "strike").
function lib.def(c, kind) return ns.C.def(c, kind) end

-- The line of sight from unit a to unit b: "Clear", "Obstructed" or
-- "Blocked", and the obstruction's name, e.g. rules.los(3, 12).
function lib.los(a, b)
  local r = ns.L.check(a, b)
  return r.state, ns.L.GRADE_NAMES[r.grade]
end

-- ---- counters --------------------------------------------------------------------

-- The counters a unit may bear, as pools of the card: Pinned, Wound,
-- Reload, Activation and Reaction counters (GAME PHASES, ARMOR TEST RESULT).
function lib.count(c, what) return cv.pool(c, what) end

-- Unit c's Pinned counters.
function lib.pinned(c) return cv.pool(c, "pinned") end

-- Unit c's Wound counters.
function lib.wounds(c) return cv.pool(c, "wounds") end

-- Has unit c an Activation counter this turn?
function lib.activated(c) return cv.pool(c, "activation") > 0 end

-- Gives unit c a Pinned counter, unless it cannot receive one (Relentless);
-- returns whether it did. A climbing or jumping unit that gains one falls
-- (CLIMB, JUMPING: ns.M.check_fall).
function lib.pin(c, why)
  if not lib.alive(c) then return false end
  if not ns.A.may_pin(c) then
    cv.log("%s cannot receive Pinned counters", cv.name(c))
    return false
  end
  cv.add_pool(c, "pinned", 1)
  ns.M.check_fall(c)
  return true
end

-- ---- dice ------------------------------------------------------------------------

-- Rolls a d20 for seat, logged with what it is for. A position may fix the
-- next rolls with the game variable 'dice' ("1 20 7": each roll takes the
-- first number): tests never depend on luck.
-- e.g. rules.d20(1, "Shoot test")
function lib.d20(seat, why)
  local q = cv.var(cv.GAME, "dice")
  local r
  if type(q) == "string" and q:find("%d") then
    local first, rest = q:match("^[%s,]*(%d+)[%s,]*(.*)$")
    r = tonumber(first)
    cv.set_var(cv.GAME, "dice", rest ~= "" and rest or nil, "quiet")
    if r < 1 or r > 20 then error("the game variable 'dice' holds " .. first .. ", not a d20 roll", 0) end
  else
    r = cv.random(1, 20)
  end
  cv.log("%s rolls %d: %s", seat and cv.player_name(seat) or "the game", r, why)
  return r
end

-- A TN (X) test of unit c (GAME PHASES; LD, PW tests): a d20 equal to or
-- under tn succeeds. kind names the test for the abilities that re-roll a
-- failure ("ld", "pw"; "first_aid", "dodge", ...): Determination re-rolls a
-- failed TN (LD) or TN (PW) test, Faith spends a token of the Faith Pool
-- (UNIT SPECIAL ABILITIES). Returns success, the roll.
-- e.g. rules.test(c, rules.stat(c, "ld"), "TN (LD) test", "ld")
function lib.test(c, tn, why, kind)
  local words = why .. " (TN " .. tn .. ")"
  local r = lib.d20(cv.owner(c), cv.name(c) .. " " .. words)
  if r > tn and ns.A.reroll(c, { kind = kind or "test", tn = tn }, why) then
    r = lib.d20(cv.owner(c), cv.name(c) .. " re-rolls: " .. words)
  end
  return r <= tn, r
end

-- A test of unit c against one of its stats (lib.STATS: "ld", "pw"), its
-- abilities adding to the TN for what the test is for ('what': "interact",
-- "command", ...; Tactical: +4 LD to Interact). Returns success, the roll.
-- e.g. rules.stat_test(c, "ld", "TN (LD) test to Interact", "interact")
function lib.stat_test(c, stat, why, what)
  local tn = lib.stat(c, stat) + ns.A.sum(c, "test_bonus", { stat = stat, what = what })
  return lib.test(c, tn, why, stat)
end

-- ---- special abilities -----------------------------------------------------------

-- Parses "Name (X)" into "Name", X (a number when it is one, else the text;
-- nil without brackets).
function lib.parse_special(s)
  local name, x = s:match("^(.-)%s*%((.-)%)%s*$")
  if not name then return s, nil end
  return name, tonumber(x) or x
end

-- The special abilities of a card definition, as { name, x } pairs, in
-- the order printed.
function lib.specials_of(d)
  local out = {}
  for _, s in ipairs(d.specials or {}) do
    local name, x = lib.parse_special(s)
    out[#out + 1] = { name = name, x = x }
  end
  return out
end

-- Unit c's X for special ability 'name' (true when it has no X), or nil
-- when it lacks it, e.g. rules.has(c, "Camouflage").
function lib.has(c, name)
  for _, s in ipairs(lib.specials_of(cv.def(c))) do
    if s.name == name then return s.x == nil and true or s.x end
  end
  return nil
end

-- Unit c's Designation: its card's, or Trooper when it joined as a
-- Reinforcement that replaces it (Advisor, Dark Cult), e.g. rules.designation(c).
function lib.designation(c)
  local d = cv.def(c)
  if cv.var(c, "reinforcement") and ns.A.def_any(d, "reinforcement", d.side) then return "Trooper" end
  return d.designation
end

-- Is unit c of Unit Type 'x' (its card's unit_type; "any" is every type)?
function lib.is_type(c, x) return x == "any" or cv.def(c).unit_type == x end

-- Seat's Faith Pool (Faith (X)): tokens its units with Faith may spend on re-rolls.
function lib.faith(seat) return cv.pool(cv.player(seat), "faith") end

-- The registry of UNIT SPECIAL ABILITIES (what "unit", abilities.lua) or
-- WEAPON SPECIAL ABILITIES ("weapon", weapons.lua): each name, "done" or
-- "todo" (listed, not implemented), e.g. rules.registry("unit").Zombie.
function lib.registry(what)
  local out = {}
  for k, e in pairs(what == "weapon" and ns.W.list or ns.A.list) do out[k] = e.todo and "todo" or "done" end
  return out
end

-- ---- weapons ---------------------------------------------------------------------

-- The weapon definition of key w (a weapon card file), or nil.
function lib.weapon(w)
  local d = cv.def_of(w)
  if d and d.kind == "weapon" then return d end
  return nil
end

-- Weapon w's X for special ability 'name' (true without an X), or nil.
function lib.weapon_has(w, name)
  local d = lib.weapon(w)
  if not d then return nil end
  for _, s in ipairs(lib.specials_of(d)) do
    if s.name == name then return s.x == nil and true or s.x end
  end
  return nil
end

-- Is weapon w a melee weapon (used by Strike Actions)?
function lib.is_melee(w) return lib.weapon(w).melee ~= nil end

-- The weapons unit c carries (keys), the printed ones in order, then the
-- one of a Weapon Mount it uses this Activation (TERRAIN: Weapon Mount (X)).
function lib.weapons(c)
  local out = {}
  for _, w in ipairs(cv.def(c).weapons or {}) do out[#out + 1] = w end
  local m = cv.var(c, "mount_weapon")
  if m then out[#out + 1] = m end
  return out
end

-- Weapon w's Area of Effect for people: "explosive 2\"", "cloud 2\"",
-- "projected", or nil (WEAPON SPECIAL ABILITIES: Explosive, Cloud, Projected).
function lib.weapon_area(w)
  local a = ns.W.area(w)
  if not a then return nil end
  return a.kind .. (a.radius and (" " .. lib.inches(a.radius)) or "")
end

-- A range or length printed in inches, a number or "ST+4", in units for unit c.
function lib.length_of(c, v)
  if type(v) == "number" then return v * lib.INCH end
  local k = v:match("^ST%+(%d+)$")
  return (lib.stat(c, "st") + tonumber(k)) * lib.INCH
end

-- The range band of weapon w when unit c shoots at gap g: the band's table
-- ({ max =, mod =, dam =, mult = }) and its index, or nil out of range.
function lib.band(c, w, g)
  local d = lib.weapon(w)
  for i, b in ipairs(d.ranges or {}) do
    if g <= lib.length_of(c, b.max) then return b, i end
  end
  return nil
end

-- Weapon w's longest range for unit c, in units (0 for a melee weapon).
function lib.max_range(c, w)
  local d, m = lib.weapon(w), 0
  for _, b in ipairs(d.ranges or {}) do
    local l = lib.length_of(c, b.max)
    if l > m then m = l end
  end
  return m
end

-- ---- the scenario and the game -----------------------------------------------------

-- Seat's Victory Points.
function lib.vp(seat) return cv.pool(cv.player(seat), "vp") end

-- The seat holding the Initiative this turn (GAME PHASES), or nil.
function lib.initiative() return cv.var(cv.GAME, "initiative") end

-- The unit being activated, or nil.
function lib.active_unit() return cv.var(cv.GAME, "active_unit") end

-- What must always hold (the soak test): no pool below zero; no unit on
-- the battlefield with Wound counters equal to its W or more, overlapping
-- another base, or off the table; no casualty still bearing counters of
-- the turn; no unit with more Reaction counters than it may have.
-- e.g. rules.invariants() == nil
function lib.invariants()
  local bad = cv.negative_pool()
  if bad then return bad end
  local width, height = ns.T.size()
  local all = lib.all_units()
  for i, c in ipairs(all) do
    if lib.wounds(c) >= lib.stat(c, "w") then return cv.name(c) .. " is still on the battlefield at " .. lib.wounds(c) .. " wounds" end
    local x, y = lib.pos(c)
    local r = lib.radius(c)
    if x - r < 0 or y - r < 0 or x + r > width or y + r > height then return cv.name(c) .. " is off the table at " .. lib.where_text(c) end
    if cv.pool(c, "reaction") > ns.A.reaction_cap(c, true) + (cv.var(c, "over_cap") and 1 or 0) then
      return cv.name(c) .. " has too many Reaction counters"
    end
    for j = i + 1, #all do
      local o = all[j]
      if ns.G.overlaps(lib.circle(c), lib.circle(o)) then
        return cv.name(c) .. " overlaps " .. cv.name(o)
      end
    end
  end
  for s = 1, cv.nplayers() do
    for _, c in ipairs(cv.zone("casualties", s)) do
      if cv.pool(c, "activation") > 0 or cv.pool(c, "reaction") > 0 then return cv.name(c) .. " is a casualty with counters of the turn" end
    end
  end
  return nil
end

-- ---- events --------------------------------------------------------------------

-- event phase_start {phase}: a phase begins (raised by the kernel): deployment, start, activation or finish (the End Turn Phase).
-- e.g. trigger = "phase_start", can = function(self, ctx) return ctx.event.phase == "finish" end
-- event phase_end {phase}: a phase ends (raised by the kernel); phase is its name.
-- e.g. trigger = "phase_end", can = function(self, ctx) return ctx.event.phase == "activation" end

-- The library, and what links it to the other files of the ruleset (at load).
return lib, function(n) ns = n end
