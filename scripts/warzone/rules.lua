-- Warzone Eternal: the ruleset (the core: everything but the long lists of
-- special abilities, which live in the registries abilities.lua and
-- weapons.lua).
--
-- Sources: the quick reference 004_f78b09230e8b7ccc.txt (comments name its
-- headings) and the facts sheet warzone-facts.md (profiles, weapons, the
-- table and force building); every OPEN question of the facts sheet is an
-- option below. docs/warzone.md says how to play it, the data formats and
-- the readings taken.
--
-- The files: lib.lua (units, counters, dice; what `rules` is), geometry.lua
-- (measures on cv.plane), terrain.lua (the table), los.lua (line of sight),
-- abilities.lua and weapons.lua (the registries), combat.lua (attacks,
-- Armor Tests, areas of effect), move.lua (movement, falling, jumping),
-- climb.lua (the Climb action), react.lua (Reactions), turn.lua (force
-- building, deployment and the phases), board.lua (state, views and the
-- picture).

local cv, ipairs = cv, ipairs
local ns = {}
local lib_init
ns.lib, lib_init = include("lib")
ns.G = include("geometry")
ns.T = include("terrain")
ns.L = include("los")
ns.A = include("abilities")
ns.W = include("weapons")
ns.C = include("combat")
ns.M = include("move")
ns.K = include("climb")
ns.X = include("react")
ns.P = include("turn")
ns.B = include("board")
lib_init(ns)
for _, k in ipairs({ "T", "L", "A", "W", "C", "M", "K", "X", "P", "B" }) do ns[k].init(ns) end
local lib, P = ns.lib, ns.P

local function opt(default, values, doc) return { default = default, values = values, doc = doc } end

local R = {
  name = "warzone",
  timing_words = {},
  events = {},
  decks = { "decks/capitol_marines.deck", "decks/legion_horde.deck" },
  lib = lib,
  options = {
    table = opt("any", { "any", "refinery", "crossing" },
      "the table (cards/warzone/table_NAME.lua), 'any': one of them at random (the game's seeded dice); OPEN (deployment area shapes): each table has two"),
    points = opt("30", { "20", "30", "40" },
      "force building (facts sheet): a force's Deployment Points: 20 demo, 30 small, 40 standard"),
    deck_rules = opt("strict", { "strict", "casual" },
      "'strict' checks each force at set-up: points, a Leader, Support Points not positive, one side, allies at most 20%, faction assets at most 10%"),
    reinforcements = opt("swap", { "swap", "none" },
      "DEPLOYMENT: Reinforcements: before the roll-off each player may swap units of the force for the deck's Reinforcements (after a line 'reinforcements'), one for one, keeping Support Points not positive; 'none': the Reinforcements stay out"),
    turn_limit = opt("6", nil,
      "OPEN (game length): the game ends after this turn (0: no limit); the player with more VPs wins"),
    scenario = opt("objectives", { "objectives", "kill_points" },
      "OPEN (scenarios, victory points): 'objectives': 1 VP an End Turn Phase per objective held (Interact); 'kill_points': VPs are the points of enemy casualties"),
    los = opt("tangents", { "tangents", "centre" },
      "OPEN (how lines of sight are drawn): the centre line plus the two outer tangents between the bases, or the centre line only"),
    obstruction = opt("worst", { "worst", "nearest" },
      "OPEN (a Light and a Heavy obstruction both in the way): the worse counts, or the one nearest the target"),
    cover_between = opt("yes", { "yes", "no" },
      "OPEN: the +2 AR of Heavy Obstruction (Cover) in base contact only when it lies across the line of sight"),
    models_block = opt("no", { "no", "yes" },
      "OPEN (whether models block sight): other units' bases are Light Obstruction"),
    charge_cc = opt("2", { "2", "1" },
      "OPEN (Charge: +2 CC in the action list, +1 in the melee modifiers): the CC bonus of a Charge's Strike"),
    second_player = opt("other", { "other", "chooser" },
      "OPEN (which player is 'second' in Turn 1): the one who did not choose the Deployment Area, or the chooser"),
    initiative_tie = opt("reroll", { "reroll", "previous" },
      "OPEN (Initiative ties): roll again, or the player without the Initiative last turn chooses"),
    repeat_actions = opt("yes", { "yes", "no" },
      "OPEN (the same action twice in one activation): allowed, or not"),
    natural_one = opt("hits", { "hits", "tn" },
      "OPEN (a natural 1 when the TN is below 1): it hits (a critical), or only a roll within the TN hits"),
    burst_crit_fail = opt("stop", { "stop", "continue" },
      "OPEN (a critical failure part-way through a Burst): the remaining Shoot tests are not made, or they are"),
    reach_charge = opt("reach", { "reach", "contact" },
      "OPEN (Reach with Charge): a Charge with a Reach (X) weapon may stop within X of the target, or must reach base contact"),
    pinned_mid_move = opt("continue", { "continue", "stop" },
      "OPEN (a unit Pinned mid-move): it goes on unless the rest brings it closer to an enemy it sees, or it stops"),
    ambush_activated = opt("no", { "no", "yes" },
      "OPEN (whether an activated unit may Ambush): a unit with an Activation counter may not (Ambush gives one), or may"),
    rough = opt("half", { "half", "double" },
      "OPEN (Rough ground): a move touching Rough terrain is capped at half MV, or the part in it costs double"),
    gymnastic_fall = opt("halved", { "halved", "full" },
      "OPEN (Gymnastic fall damage): DAM from the halved height, or from the full height"),
    jump = opt("gap", { "gap", "travel" },
      "OPEN (jump length): the gap crossed, or the gap plus the base's width (the travel)"),
    explosive_secondary = opt("hit", { "hit", "test" },
      "OPEN (Explosive secondary targets): hit automatically when the primary is hit, or each with its own Shoot test"),
    cloud_roll = opt("every", { "every", "next" },
      "OPEN (whether a cloud rolls to dissipate at every End Turn): at every End Turn Phase until it goes, or only at the next one"),
    smoke = opt("cloud", { "cloud", "turn" },
      "Smoke (how long it lasts is not said): it rolls to dissipate as a Cloud does (11+ at the End Turn Phase, option cloud_roll), or it clears at the next End Turn Phase"),
    interact_test = opt("no", { "no", "ld" },
      "ACTIONS: Interact (the default scenario has no test): taking an objective needs no test, or a TN (LD) test (Tactical: +4 LD)"),
    guerilla = opt("shoot", { "shoot", "reposition", "none" },
      "Guerilla (X) (facts sheet, no rules text): after a Shoot Action in its Activation the unit may Reposition up to X\"; 'reposition': its Reposition reaches X\" instead of 2\"; 'none': nothing"),
    first_strike = opt("charged", { "charged", "reaction", "none" },
      "First Strike (facts sheet, no rules text): when an enemy's Charge reaches the unit it strikes the charger first, free; 'reaction': only if it may take a Reaction counter, which it does; 'none': nothing"),
  },
}

-- ---- card files -------------------------------------------------------------------

local UNIT = {}
for _, k in ipairs({ "title", "subtitle", "kind", "faction", "side", "designation", "unit_type", "mv", "mw", "cc", "st",
    "def", "ar", "w", "pw", "ld", "base", "height", "points", "support", "asset", "specials", "weapons", "text", "note" }) do
  UNIT[k] = true
end
local WEAPON = { title = true, kind = true, ranges = true, melee = true, crit_fail = true, specials = true, text = true, note = true }
local TABLE = { title = true, kind = true, width = true, height = true, terrain = true, areas = true, objectives = true,
  marks = true, text = true }
local MARKER = { title = true, kind = true, text = true }
local KINDS = { "unit", "weapon", "table", "cloud", "smoke", "divider" }
local SIDES = { "light", "dark" }
local DESIGNATIONS = { "Trooper", "Leader", "Support" }
local TRAITS = { "Climbable", "Cover", "Dangerous", "Destructible", "Enclosed", "Rough", "Weapon Mount", "Zone" }
local OBSTRUCTIONS = { "light", "heavy", "block" }
local BASES = { [30] = true, [40] = true, [50] = true }

local function whole(v) return math.type(v) == "integer" end

local function check_unit(d)
  local bad = cv.unknown_field(d, UNIT)
  if bad then return bad .. "; the fields are in docs/warzone.md" end
  for _, k in ipairs(lib.STATS) do
    if not whole(d[k]) then return k .. " must be a whole number" end
  end
  if not BASES[d.base] then return "base must be 30, 40 or 50 (mm)" end
  if not whole(d.points) or not whole(d.support) then return "points and support must be whole numbers" end
  bad = cv.unknown_name(d.side, SIDES, "side") or cv.unknown_name(d.designation, DESIGNATIONS, "designation")
  if bad then return bad end
  if type(d.faction) ~= "string" or type(d.unit_type) ~= "string" then return "faction and unit_type are names" end
  if d.height ~= nil and not whole(d.height) then return "height must be a whole number (thousandths of an inch)" end
  if d.asset ~= nil and type(d.asset) ~= "boolean" then return "asset must be true or false (a faction asset)" end
  if type(d.weapons) ~= "table" or #d.weapons == 0 then return "weapons = { \"m50_assault_rifle\", ... } (weapon card keys)" end
  for _, w in ipairs(d.weapons) do
    if type(w) ~= "string" then return "weapons are weapon card keys" end
  end
  return ns.A.check(d.specials, "unit special ability")
end

local function check_weapon(d)
  local bad = cv.unknown_field(d, WEAPON)
  if bad then return bad .. "; the fields are in docs/warzone.md" end
  if not whole(d.crit_fail) or d.crit_fail < 1 or d.crit_fail > 20 then return "crit_fail must be a whole number from 1 to 20" end
  if d.ranges == nil and d.melee == nil then return "a weapon needs ranges (shooting) or melee" end
  for i, b in ipairs(d.ranges or {}) do
    if not (whole(b.max) or (type(b.max) == "string" and b.max:match("^ST%+%d+$"))) then
      return "ranges[" .. i .. "].max must be inches (a whole number) or \"ST+N\""
    end
    if not whole(b.mod) then return "ranges[" .. i .. "].mod must be a whole number" end
    if b.dam ~= nil and not whole(b.dam) then return "ranges[" .. i .. "].dam must be a whole number" end
    if b.mult ~= nil and (not whole(b.mult) or b.mult < 1) then return "ranges[" .. i .. "].mult must be a whole number, 1 or more" end
  end
  if d.melee and (not whole(d.melee.dam) or (d.melee.cc ~= nil and not whole(d.melee.cc))) then
    return "melee = { cc = N, dam = N } (DAM is ST + dam)"
  end
  return ns.W.check(d.specials)
end

local function check_polygon(poly, what)
  if type(poly) ~= "table" or #poly < 3 then return what .. " needs at least 3 points { x, y }" end
  for i, p in ipairs(poly) do
    if type(p) ~= "table" or not whole(p[1]) or not whole(p[2]) then return what .. ", point " .. i .. ": { x, y } in whole units" end
  end
  return nil
end

local function check_table(d)
  local bad = cv.unknown_field(d, TABLE)
  if bad then return bad .. "; the fields are in docs/warzone.md" end
  if not whole(d.width) or not whole(d.height) then return "width and height are whole numbers (thousandths of an inch)" end
  for i, p in ipairs(d.terrain or {}) do
    local what = "terrain[" .. i .. "]"
    bad = cv.unknown_field(p, { name = true, polygon = true, height = true, obstruction = true, traits = true, ar = true, w = true })
    if bad then return what .. ": " .. bad end
    bad = check_polygon(p.polygon, what)
    if bad then return bad end
    if not whole(p.height) then return what .. ": height must be a whole number" end
    if p.obstruction ~= nil then
      bad = cv.unknown_name(p.obstruction, OBSTRUCTIONS, "obstruction")
      if bad then return what .. ": " .. bad end
    end
    for _, t in ipairs(p.traits or {}) do
      local n, x = lib.parse_special(t)
      bad = cv.unknown_name(n, TRAITS, "terrain trait")
      if bad then return what .. ": " .. bad end
      if n == "Weapon Mount" and type(x) ~= "string" then return what .. ": Weapon Mount (X) names a weapon card key" end
      if n == "Zone" and x ~= nil and x ~= "Dense" then return what .. ": Zone or Zone (Dense)" end
    end
  end
  if type(d.areas) ~= "table" or #d.areas ~= 2 then return "a table needs two Deployment Areas: areas = { { name =, polygon = }, ... }" end
  for i, a in ipairs(d.areas) do
    if type(a.name) ~= "string" then return "areas[" .. i .. "] needs a name" end
    bad = check_polygon(a.polygon, "areas[" .. i .. "]")
    if bad then return bad end
  end
  for i, o in ipairs(d.objectives or {}) do
    if not whole(o[1]) or not whole(o[2]) then return "objectives[" .. i .. "]: { x, y }" end
  end
  for i, m in ipairs(d.marks or {}) do
    if type(m.name) ~= "string" or type(m.at) ~= "table" or not whole(m.at[1]) or not whole(m.at[2]) then
      return "marks[" .. i .. "]: { name = \"a\", at = { x, y } }"
    end
  end
  return nil
end

-- A card file is checked as it loads (docs/warzone.md: Data files).
function R.check_card(file, d)
  local bad = cv.unknown_name(d.kind, KINDS, "kind")
  if bad then return bad end
  if d.kind == "unit" then return check_unit(d) end
  if d.kind == "weapon" then return check_weapon(d) end
  if d.kind == "table" then return check_table(d) end
  return cv.unknown_field(d, MARKER)
end

-- ---- zones and set-up -------------------------------------------------------------

function R.zones(seat)
  cv.zone_add("reserve", seat)          -- units not deployed yet
  cv.zone_add("reinforcements", seat)   -- units that may be swapped in (DEPLOYMENT)
  cv.zone_add("table", seat, "inplay")  -- units on the battlefield
  cv.zone_add("casualties", seat)
end

function R.shared_zones()
  cv.zone_add("battlefield", nil)  -- the table card
  cv.zone_add("markers", nil)      -- Clouds and Smoke on the table
  cv.zone_add("spent", nil)        -- Clouds and Smoke that dissipated
end

-- The units a deck lists (the force) and, after a line 'reinforcements'
-- (the card cards/warzone/reinforcements.lua, a divider), its
-- Reinforcements (DEPLOYMENT): two lists of { key, count, line }.
local function split_deck(d)
  local force, reinf = {}, {}
  local list = force
  for _, e in ipairs(d.cards) do
    if cv.def_of(e.key).kind == "divider" then list = reinf
    else list[#list + 1] = e end
  end
  return force, reinf
end

-- Force building (facts sheet: Table and forces; P.force_problem): raises
-- naming the deck when the force breaks a rule, or a Reinforcement is of
-- the other side.
local function check_force(d, force, reinf)
  local entries = {}
  for _, e in ipairs(force) do entries[#entries + 1] = { def = cv.def_of(e.key), count = e.count } end
  local bad = P.force_problem(entries, true)
  if bad then error(d.file .. ": " .. bad, 0) end
  local side = entries[1] and entries[1].def.side
  for _, e in ipairs(reinf) do
    local def = cv.def_of(e.key)
    if def.kind ~= "unit" then error(d.file .. ": " .. def.title .. " is not a unit: a deck lists units", 0) end
    if def.side ~= side then error(d.file .. ": the Reinforcement " .. def.title .. " is of the other side (" .. def.side .. ")", 0) end
  end
end

local TABLES = { "refinery", "crossing" }

-- The set-up: the table (option table) in the shared zone 'battlefield';
-- each deck's units in its owner's reserve, checked as a force (option
-- deck_rules), its Reinforcements in its zone 'reinforcements'; the
-- deployment is the first phase of Turn 1.
function R.setup(decks)
  R.shared_zones()
  local t = cv.options.table
  if t == "any" then t = TABLES[cv.random(1, #TABLES)] end
  cv.card_new("table_" .. t, 1, "battlefield")
  for seat, d in ipairs(decks) do
    local force, reinf = split_deck(d)
    if cv.options.deck_rules == "strict" then check_force(d, force, reinf) end
    R.zones(seat)
    for _, zl in ipairs({ { "reserve", force }, { "reinforcements", reinf } }) do
      local zone = zl[1]
      for _, e in ipairs(zl[2]) do
        local def = cv.def_of(e.key)
        if def.kind ~= "unit" then error(d.file .. ": " .. def.title .. " is not a unit: a deck lists units", 0) end
        for _ = 1, e.count do cv.card_new(e.key, seat, zone, seat) end
      end
    end
  end
end

-- A position with units on the table is past its deployment.
function R.position(spec, refs)
  if #lib.all_units() > 0 then cv.set_var(cv.GAME, "deployed", true, "quiet") end
end

-- ---- the turn (GAME PHASES) -----------------------------------------------------------

local TITLES = { deployment = "DEPLOYMENT", start = "Start Turn Phase", activation = "Activation Phase", finish = "End Turn Phase" }
function R.phase_title(name) return TITLES[name] or name end

R.phases = {
  { name = "deployment", skip = function() return cv.var(cv.GAME, "turn") > 1 or cv.var(cv.GAME, "deployed") ~= nil end,
    run = function() P.deployment() end },
  { name = "start", run = function() P.start_turn() end },
  { name = "activation", run = function() P.activation_phase() end },
  { name = "finish", run = function() P.end_turn() end },
}

-- Victory (GAME PHASES): a player with no unit left has lost.
function R.settle() P.check_wipeout() end

-- ---- what people see ---------------------------------------------------------------

R.describe = ns.B.describe
R.card_values = ns.B.card_values
R.board = ns.B.board

return R
