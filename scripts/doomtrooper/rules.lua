-- Doomtrooper (gEngine Edition): the ruleset.
--
-- The rulebook is the Doomtrooper rulebook (gEngine Edition); comments name
-- its sections. docs/doomtrooper.md lists what is implemented, the readings
-- chosen where the rulebook is ambiguous, and the options.

local cv, ipairs = cv, ipairs -- upvalues: cheaper than the sandbox's global lookups
local def, var, owner = cv.def, cv.var, cv.owner
local lib = include("lib")
local combat = include("combat")

-- The whole numbers lo..hi as strings: an option's values.
local function range(lo, hi)
  local out = {}
  for n = lo, hi do out[#out + 1] = tostring(n) end
  return out
end
local NUMBERS = "rulebook numbers" -- the group the variants' options are listed under
local T = include("turn")
combat.init(lib)
T.init(lib, combat)
lib.combat = combat
lib.T = T

local R = {
  name = "doomtrooper",
  -- predraw / prediscard: the two halves of the Draw and Discard steps;
  -- combat: Modify Combat Ratings; response: after an event.
  timing_words = { "predraw", "prediscard", "combat", "turn", "response" },
  response_word = "response",
  -- The events the rules raise (cv.event), which a card's trigger may name;
  -- the kernel adds phase_start and phase_end and refuses any other trigger.
  events = { "action", "assigned", "attached", "built", "combat_standing", "equipped",
    "established", "killed", "mustered", "play", "points", "proclaimed", "sabotage" },
  decks = { "decks/doomtroopers.deck", "decks/legion.deck" },
  lib = lib,
  options = {
    goal = { default = "25", values = { "5", "10", "15", "20", "25", "30", "40", "50" },
      doc = "Promotion Points needed to win (The object: 25 for first games, 40 for experienced players; teams 'say 50')" },
    multiplayer = { default = "free", values = { "free", "primary", "teams" },
      doc = "Multi-Player Games: 'free' (Option 1: Free for All), 'primary' (Option 2: Primary Targets, " ..
        "2 DP to attack a Secondary Target), 'teams' (Option 3: seats 1,3,.. against 2,4,..; 10 DP in a common pool)" },
    cardinals_gift = { default = "yes", values = { "yes", "no" },
      doc = "The Cardinal's Gift: offer each player a new opening hand once" },
    multiple_sabotage = { default = "no", values = { "no", "yes" },
      doc = "Optional Rule: Multiple Sabotages" },
    first_player = { default = "1", values = { "1", "2", "3", "4", "5", "6", "random" },
      doc = "who goes first (the rulebook does not say): a seat, or 'random' from the seed" },
    deck_rules = { default = "tournament", values = { "tournament", "casual" },
      doc = "'tournament' checks DECK BUILDING (60 cards, Deck Limit, Side Board of 25); 'casual' does not" },
    -- The numbers the rulebook states that a group might vary, each at the
    -- rulebook's value by default (docs/doomtrooper.md, Options); the
    -- Promotion Points to win are 'goal'.
    hand_size = { group = NUMBERS, default = "7", values = range(1, 15),
      doc = "the standard Hand Limit: the opening hand, the Cardinal's Gift's draw, the Draw step's (Step One: Draw)" },
    actions = { group = NUMBERS, default = "3", values = range(1, 9),
      doc = "actions a player has in the Actions step (Step Two: Actions), before the ones cards give" },
    destiny = { group = NUMBERS, default = "5", values = range(0, 20),
      doc = "the Destiny Points each player starts with (Destiny Points)" },
    team_destiny = { group = NUMBERS, default = "10", values = range(0, 40),
      doc = "the Destiny Points a team's common pool starts with (multiplayer=teams)" },
  },
}

local TYPES = { warrior = true, equipment = true, relic = true, beast = true, fortification = true,
  art = true, symmetry = true, ki = true, mission = true, warzone = true, special = true,
  alliance = true, marker = true }
local AFFIL = { bauhaus = true, capitol = true, cybertronic = true, imperial = true, mishima = true,
  brotherhood = true, crescentia = true, lutheran = true, rasputin = true, templars = true,
  atlanteans = true, legion = true, general = true }

-- The cards: each card's type and affiliation are checked when it loads.
-- The fields a Doomtrooper card may have (docs/doomtrooper.md, Card files):
-- a misspelled one would otherwise be ignored without a word.
local FIELDS = {}
for _, k in ipairs({ "title", "text", "type", "affiliation", "fight", "shoot", "armor", "value", "limit",
    "designations", "art", "area", "side", "bonus", "weapon", "only", "cost", "restricts", "gift",
    "apostle", "timing", "post", "can", "run", "respond", "aspect", "combat_spell", "personal", "dp",
    "boost", "grants", "adds_affiliation", "becomes", "ally_bonus", "assign", "abilities", "modify",
    "subtitle", "unique", "hand_limit", "hand_limit_opponents" }) do FIELDS[k] = true end

function R.check_card(key, d)
  local bad = cv.unknown_field(d, FIELDS)
  if bad then return bad .. "; the fields are in docs/doomtrooper.md" end
  if not TYPES[d.type] then return "type must be a card type (warrior, equipment, relic, beast, " ..
    "fortification, art, symmetry, ki, mission, warzone, special, alliance); got " .. tostring(d.type) end
  if d.type == "marker" then return nil end
  if not AFFIL[d.affiliation] then return "affiliation must be one of bauhaus capitol cybertronic imperial " ..
    "mishima brotherhood crescentia lutheran rasputin templars atlanteans legion general; got " .. tostring(d.affiliation) end
  if d.type == "warrior" then
    if type(d.value) ~= "number" then return "a warrior needs 'value' (V)" end
    for _, s in ipairs({ "fight", "shoot", "armor" }) do
      if d[s] ~= nil and type(d[s]) ~= "number" then return s .. " must be a number or nil (printed '-')" end
    end
  end
  if (d.type == "special" or d.type == "art") and type(d.run) ~= "function" then
    return "a " .. d.type .. " card needs 'run'"
  end
  if d.type == "art" and type(d.aspect) ~= "string" then return "an Art card needs 'aspect'" end
  for _, k in ipairs({ "hand_limit", "hand_limit_opponents" }) do
    if d[k] ~= nil and math.type(d[k]) ~= "integer" then return k .. " must be a whole number (a change to the Hand Limit)" end
  end
  if d.dp ~= nil and (type(d.dp) ~= "table" or type(d.boost) ~= "function") then
    return "a spell with a variable cost needs dp = { min =, max = } and boost(self, target, n)"
  end
  if d.type == "symmetry" and d.gift ~= "minor" and d.gift ~= "heretic" and d.gift ~= "major" then
    return "a Dark Symmetry card needs gift = minor, heretic or major"
  end
  if d.designations then
    for _, k in ipairs(d.designations) do
      if k ~= k:upper() then return "designations are upper case: " .. k end
    end
  end
  return nil
end

lib.check_card = R.check_card -- so tests and designers can check a definition

-- Every card in play is active (no R.activity or R.is_active: the kernel's
-- default).

function R.value(c, stat, v, note) return lib.adjust(c, stat, v, note) end
-- Immunity (lib.suppressed): a kind of power whose modifiers are off for c.
R.suppressed = lib.suppressed

-- The current player acts first in every window; in combat the attacker,
-- then the defender, then the others (NOTES FROM THE MASTERS: TIMING).
function R.priority(word, ctx)
  if word == "combat" and lib.in_combat() then return combat.priority(ctx) end
  return lib.order_from(lib.active_player())
end

function R.actions(word, seat, ctx)
  if not lib.in_game(seat) then return {} end
  return T.play_options(word, seat, ctx)
end

-- Nothing R.actions could offer in a response window: no event going on,
-- or no hand holds a card that responds to it (T.play_options). Other
-- windows are never called quiet.
function R.quiet(word, ctx)
  if word ~= "response" then return false end
  local ev = ctx.event
  if not ev or ev.cancelled then return true end
  for s = 1, cv.nplayers() do
    local hand = cv.zone("hand", s)
    for i = 1, #hand do
      if def(hand[i]).respond == ev.name then return false end
    end
  end
  return true
end

-- Costs as data: what an ability's `cost = { NAME = VALUE }` may name. The
-- kernel offers the ability only when every cost can be paid, and pays
-- them before its effect.
R.costs = {
  -- cost destiny: n Destiny Points from the pool of the player using it (Destiny Points).
  -- e.g. cost = { destiny = 1 }
  destiny = {
    can = function(self, n, ctx) return lib.destiny(ctx.player or cv.owner(self)) >= n end,
    pay = function(self, n, ctx) lib.add_destiny(ctx.player or cv.owner(self), -n) end,
  },
}

-- State checks the kernel runs after every change (docs/scripting.md).
function R.settle() lib.settle_sergeants() end

function R.trigger_chooser(ev) return lib.active_player() or 1 end
function R.phase_title(name)
  if name == "draw" then return "Draw step" end
  if name == "actions" then return "Actions step" end
  return "Discard step"
end

R.setup = T.setup
R.zones = T.zones
R.position = T.position
R.position_fields = { top = { "first" } } -- beside the zones
R.first_player = T.first_player
R.next_player = lib.next_player
R.phases = T.phases

function R.describe()
  local parts = {}
  for s = 1, cv.nplayers() do
    parts[#parts + 1] = string.format("%s: %d Promotion, %d Destiny%s", cv.player_name(s), lib.promotion(s),
      lib.destiny(s), lib.in_game(s) and "" or " (out)")
  end
  local lines = { "Doomtrooper: goal " .. cv.options.goal .. " Promotion Points; " .. table.concat(parts, "; ") }
  lines[#lines + 1] = combat.describe() -- during a combat: its standing (combat.lua)
  return table.concat(lines, "\n")
end

-- state: a warrior's current ratings beside it, read through cv.value (so
-- with its equipment, Arts, Gifts, cover and every modifier): Fight, Shoot
-- and Armor ("-" for a rating it does not have) and Value.
function R.card_values(c)
  if not lib.is_warrior(c) then return nil end
  local function rating(stat)
    local v = lib.stat(c, stat)
    return v == nil and "-" or v
  end
  return { { "fight", rating("fight") }, { "shoot", rating("shoot") }, { "armor", rating("armor") },
    { "value", lib.value(c) } }
end

-- state: equipment, relics, beasts and the Arts, Gifts, Ki powers and
-- Missions attached to a warrior are listed under it.
R.attachment_link = "bearer"


-- A cancelled event as the log says it (cv.cancel): "the sabotage by
-- Venusian Ranger [3]", "the effect of Cardinal's Blessing [9]" (a card
-- countered).
function R.event_text(ev)
  if ev.name == "sabotage" and ev.card then return "the sabotage by " .. cv.name(ev.card) end
  if ev.name == "play" and ev.card then return "the effect of " .. cv.name(ev.card) end
  return nil
end

return R
