-- Halo TCG (a Lord of the Rings TCG re-skin): the ruleset.
--
-- The rulebook is the Halo TCG rulebook; comments name
-- its sections in capitals. docs/halo.md lists what is implemented, the
-- readings chosen where the rulebook is silent, and the ruleset options.

local cv, ipairs = cv, ipairs -- upvalues: cheaper than the sandbox's global lookups
local def, var, owner = cv.def, cv.var, cv.owner
local lib = include("lib")

-- The whole numbers lo..hi as strings: an option's values.
local function range(lo, hi)
  local out = {}
  for n = lo, hi do out[#out + 1] = tostring(n) end
  return out
end
local NUMBERS = "rulebook numbers" -- the group the variants' options are listed under

local R = {
  name = "halo",
  -- TIMING WORDS: one per phase that has actions, plus response.
  timing_words = { "company", "shadow", "maneuver", "sniping", "assignment",
    "engagement", "skirmish", "regroup", "response" },
  response_word = "response",
  -- The events the rules raise (cv.event), which a card's trigger may name;
  -- the kernel adds phase_start and phase_end and refuses any other trigger.
  events = { "about_to_damage", "about_to_wound", "arrives", "damaged", "damaged_own",
    "destroyed", "exerted", "killed", "leaves", "loses_engagement", "loses_skirmish", "played",
    "playing", "repaired", "staffs", "transferred", "wins_engagement", "wins_skirmish",
    "wounded" },
  decks = { "decks/unsc.deck", "decks/covenant.deck" },
  lib = lib,
  options = {
    first_player = {
      default = "random", values = { "random", "bid", "1", "2", "3", "4", "5" },
      doc = "who goes first: 'random' draws a seat from the game's seed; 'bid': players " ..
        "bid 0-5 twilight, added to the pool on the winner's first turn; or a seat number",
    },
    deck_rules = {
      default = "tournament", values = { "tournament", "casual" },
      doc = "'tournament' checks BUILDING YOUR DECK in full (60 cards, equal sides, copy " ..
        "limits); 'casual' only what a game needs (one Hero, sites 1-9)",
    },
    roaming_penalty = {
      default = "2", values = { "0", "1", "2", "3", "4" },
      doc = "extra twilight a Shadow player removes to play a roaming minion",
    },
    -- The numbers the rulebook states that a group might vary, each at the
    -- rulebook's value by default (docs/halo.md, Options).
    starting_company_cost = { group = NUMBERS, default = "6", values = range(0, 20),
      doc = "the most the starting company may cost, the Hero included (Starting company)" },
    company_limit = { group = NUMBERS, default = "10", values = range(1, 20),
      doc = "companions a player may have in play and in the dead pile together (the company limit)" },
    hand_size = { group = NUMBERS, default = "8", values = range(1, 15),
      doc = "the hand limit: the opening draw, and what reconciling draws up to or discards down to (Hand limit)" },
    move_limit = { group = NUMBERS, default = "auto", values = { "auto", "1", "2", "3", "4", "5", "6", "7", "8" },
      doc = "moves a company may make in a turn: 'auto' is 2 with two players, else the number of opponents (Move limit)" },
    shadow_number = { group = NUMBERS, default = "0", values = range(-3, 5),
      doc = "added to every site's Shadow number, the twilight a move to it adds (never below zero)" },
    companion_twilight = { group = NUMBERS, default = "1", values = range(0, 3),
      doc = "twilight a move adds for each companion in the company" },
    sanctuary_heal = { group = NUMBERS, default = "5", values = range(0, 9),
      doc = "wounds a company may heal at the start of a turn at a sanctuary (Healing)" },
    overwhelm = { group = NUMBERS, default = "2", values = range(2, 5),
      doc = "a side overwhelms when its total is at least this many times the other's: 2 is double (Overwhelm)" },
    ties = { group = NUMBERS, default = "shadow", values = { "shadow", "free" },
      doc = "who wins a skirmish or an engagement with equal totals: the Shadow side, as the rulebook says, or the Free Peoples" },
  },
}

local play = include("play")
local phases = include("phases")
local ships = include("ships")
local text = include("text")
local decks = include("decks")
play.init(lib)
ships.init(lib, play)
text.init(lib, play)
decks.init(lib)
phases.init(lib, play, ships, decks)

local SITE_KINDS = { site = true }
local KINDS = { companion = true, ally = true, minion = true, possession = true,
  artifact = true, condition = true, event = true, site = true, ship = true }

-- Card files are checked when they load, so a designer's typo is reported
-- with the file rather than surfacing mid-game.
-- The fields a Halo card may have (docs/halo.md, Card format): a misspelled
-- one ("strenght") would otherwise be ignored without a word.
local FIELDS = {}
for _, k in ipairs({ "title", "subtitle", "text", "side", "kind", "cost", "strength", "vitality",
    "site", "shadow", "sanctuary", "arrow", "roaming_reduction", "home", "unique", "culture", "race",
    "signet", "hero", "damage", "defender", "fierce", "lurker", "sniper", "ai", "weapons", "armor",
    "class", "bearer", "bonus", "support", "bearer_any", "toil", "hand_limit", "move_limit", "modify",
    "skip_phase", "sniping", "abilities", "keywords", "can_play" }) do FIELDS[k] = true end

-- CULTURE: the cultures the rulebook lists (a site has none).
local CULTURES = { "Arbiter", "Covenant", "Flood", "Heretic", "Human", "Sentinel", "UNSC" }
-- Keywords (KEYWORDS): the unloaded keywords cards of this pool name in
-- 'keywords'; the loaded ones are fields (fierce = true, damage = 1). A card
-- with a keyword of its own adds it here.
local KEYWORDS = { "SpecOps", "flying", "sniper", "fierce", "lurker", "Hero", "sanctuary", "toil",
  "damage", "defender" }

function R.check_card(key, d)
  local bad = cv.unknown_field(d, FIELDS)
  if bad then return bad .. "; the fields are in docs/halo.md, Card format" end
  if d.culture ~= nil then
    bad = cv.unknown_name(d.culture, CULTURES, "culture")
    if bad then return bad end
  end
  if d.keywords ~= nil then
    if type(d.keywords) ~= "table" then return "'keywords' must be a list such as { \"SpecOps\" }" end
    for _, k in ipairs(d.keywords) do
      bad = cv.unknown_name(k, KEYWORDS, "keyword")
      if bad then return bad .. " (a new keyword goes in KEYWORDS, scripts/halo/rules.lua)" end
    end
  end
  for _, k in ipairs({ "hero", "fierce", "lurker", "sniper", "ai", "unique", "sanctuary", "support",
      "bearer_any" }) do
    if d[k] ~= nil and type(d[k]) ~= "boolean" then
      return "'" .. k .. "' must be true or false (got " .. type(d[k]) .. " " .. tostring(d[k]) .. ")"
    end
  end
  for _, k in ipairs({ "cost", "strength", "vitality", "damage", "defender", "toil", "weapons", "armor",
      "site", "shadow", "home", "hand_limit", "move_limit", "roaming_reduction" }) do
    if d[k] ~= nil and type(d[k]) ~= "number" then
      return "'" .. k .. "' must be a number (got " .. type(d[k]) .. " " .. tostring(d[k]) .. ")"
    end
  end
  if d.bonus ~= nil then
    if type(d.bonus) ~= "table" then return "'bonus' must be a table such as { strength = 2 }" end
    for stat, n in pairs(d.bonus) do
      if type(n) ~= "number" then
        return "bonus." .. tostring(stat) .. " must be a number (got " .. type(n) .. " " .. tostring(n) .. ")"
      end
    end
  end
  if not KINDS[d.kind] then
    return "kind must be one of companion, ally, minion, possession, artifact, " ..
      "condition, event, site, ship (got " .. tostring(d.kind) .. ")"
  end
  if SITE_KINDS[d.kind] then
    if type(d.site) ~= "number" or d.site < 1 or d.site > 9 then
      return "a site needs 'site', its number 1-9"
    end
    if type(d.shadow) ~= "number" then return "a site needs 'shadow', its Shadow number" end
    return nil
  end
  if d.side ~= "free" and d.side ~= "shadow" then
    return "side must be 'free' or 'shadow'"
  end
  if type(d.cost) ~= "number" then return "cost (the twilight cost) must be a number" end
  if d.kind == "companion" or d.kind == "ally" or d.kind == "minion" then
    if type(d.strength) ~= "number" or type(d.vitality) ~= "number" then
      return "a character needs 'strength' and 'vitality'"
    end
  end
  if d.kind == "minion" and type(d.site) ~= "number" then
    return "a minion needs 'site', its site number"
  end
  return ships.check(d)
end

-- ACTIVE CARD: during a turn, the Free Peoples player's Free Peoples cards
-- and the other players' Shadow cards are active; borne cards follow their
-- bearer; sites are always active.
function R.is_active(c)
  local d = def(c)
  local kind = d.kind
  local fp = var(cv.GAME, "player")
  if kind == "site" then
    -- Sites are always active, but their text is usable only where the
    -- company is, and not while the starting companies are played: so a
    -- site's text counts only at the Free Peoples company's site.
    if not fp or var(cv.GAME, "setting_up") then return false end
    return d.site == var(cv.player(fp), "site")
  end
  local b = cv.link(c, "bearer")
  if b then return R.is_active(b) end
  local own = owner(c)
  if d.side == "free" then return own == fp end
  if own == fp or not lib.in_game(own) then return false end
  if d.unique then
    -- Two copies of a unique Shadow card in play: the active one belongs to
    -- the player closest to the right of the Free Peoples player.
    local title, rank = d.title, {}
    for i, s in ipairs(lib.shadow_players()) do rank[s] = i end
    local mine = rank[own]
    for _, x in ipairs(cv.in_play()) do
      if x ~= c and def(x).title == title then
        local r = rank[owner(x)]
        if r and r < mine then return false end
      end
    end
  end
  return true
end

-- Values: a character's printed value, plus the bonuses of what it bears
-- (a possession's "+2" strength), plus modifiers; never below zero
-- (Modifiers).
local BEARS = { companion = true, ally = true, minion = true, ship = true }
function R.value(c, stat, v, note)
  if BEARS[def(c).kind] then
    local borne = cv.linked("bearer", c)
    for i = 1, #borne do
      local b = borne[i]
      local bonus = def(b).bonus
      if bonus and type(bonus[stat]) == "number" then
        v = v + bonus[stat]
        if note then note(bonus[stat], b) end
      end
    end
  end
  if v < 0 then
    if note then note(-v, "rule: Modifiers (never below zero)") end
    return 0
  end
  return v
end

-- Killed; Armor: "when the number of wounds on a character equals his
-- vitality, that character is immediately killed", and a ship with damage
-- equal to its armor is destroyed, however the count was reached: a wound,
-- or a lower vitality (MJOLNIR transferred away, a modifier expiring). The
-- kernel runs this check after every action, trigger and scope.
local function doomed()
  -- characters (companions, allies, minions) print a vitality, ships an armor
  return cv.reaching("wounds", "vitality", "damage", "armor")
end

function R.settle()
  while not cv.over() do
    local list = cv.reading(doomed)
    if #list == 0 then return end
    for _, c in ipairs(list) do
      if cv.is_in_play(c) and not cv.over() then
        if lib.is_ship(c) then cv.because("rule: Armor", lib.destroy, c)
        else cv.because("rule: Killed", lib.kill, c) end
      end
    end
  end
end

-- Who may use a card's special ability: its owner; a site's Shadow
-- ability any Shadow player, its other abilities the Free Peoples player,
-- whoever owns the site (ACTIVE CARD). Nobody, once the skirmish or
-- engagement its timing word is for was cancelled (lib.window_live).
function R.may_use(c, ab, seat)
  if ab.word and not lib.window_live(ab.word) then return false end
  if def(c).kind == "site" then
    local fp = lib.fp()
    if ab.word == "shadow" then return seat ~= fp and lib.in_game(seat) end
    return seat == fp
  end
  return owner(c) == seat
end

function R.priority(word, ctx)
  if word == "company" then return { lib.fp() } end
  if word == "shadow" then return { var(cv.GAME, "acting") } end
  return lib.priority_order()
end

R.actions = play.actions

-- Nothing R.actions could offer in a window for 'word': outside the
-- company and shadow windows it offers only events in hand with an
-- ability for the word (for a response, one whose trigger is the event's;
-- otherwise one with no trigger), and no hand holds one (the kernel then
-- closes a window nobody can act in at once).
function R.quiet(word, ctx)
  if word == "company" or word == "shadow" then return false end
  local name = ctx.event and ctx.event.name
  for s = 1, cv.nplayers() do
    local cards = cv.cards_with_word("hand", s, word)
    for i = 1, #cards do
      local abs = def(cards[i]).abilities
      for j = 1, #abs do
        local ab = abs[j]
        if ab.word == word and ab.trigger == name then return false end
      end
    end
  end
  return true
end

-- Costs as data (COSTS AND EFFECTS, Costs): what an ability's
-- `cost = { NAME = VALUE }` may name. The kernel offers the ability only
-- when every cost can be paid, and pays them before its effect.
R.costs = {
  -- cost exert: exert that character once (Exert); an exhausted one cannot pay.
  -- e.g. cost = { exert = "self" }
  exert = {
    can = function(self, c) return math.type(c) == "integer" and lib.can_exert(c) end,
    pay = function(self, c) lib.exert(c) end,
  },
  -- cost twilight: n twilight tokens: a Free Peoples card adds them to the pool, a Shadow card removes them, and cannot pay with fewer in the pool (TWILIGHT POOL).
  -- e.g. cost = { twilight = 2 }
  twilight = {
    can = function(self, n) return lib.side(self) == "free" or lib.twilight() >= n end,
    pay = function(self, n) lib.add_twilight(lib.side(self) == "free" and n or -n) end,
  },
  -- cost discard: discard that card from play, with what it bears (Discard).
  -- e.g. cost = { discard = "self" }
  discard = {
    can = function(self, c) return math.type(c) == "integer" and cv.is_in_play(c) end,
    pay = function(self, c) lib.discard(c) end,
  },
}
lib.check_card = R.check_card -- so tests and designers can check a definition

-- Timing conflicts: the Free Peoples player orders simultaneous required
-- actions.
function R.trigger_chooser(ev) return lib.fp() or 1 end

-- A cancelled event as the log says it (cv.cancel): the wound or damage
-- prevented, the card whose playing is cancelled.
local EVENT_TEXT = { about_to_wound = "the wound to %s", about_to_damage = "the damage to %s",
  playing = "playing %s" }
function R.event_text(ev)
  local f = EVENT_TEXT[ev.name]
  if f and ev.card then return f:format(cv.name(ev.card)) end
  return nil
end

function R.phase_title(name)
  return name:sub(1, 1):upper() .. name:sub(2) .. " phase"
end

R.next_player = lib.next_player
R.setup = phases.setup
R.zones = phases.zones
R.shared_zones = phases.shared_zones
R.position = phases.position
R.position_fields = { top = { "first" }, player = { "site" } } -- beside the zones
R.first_player = phases.first_player
R.phases = phases.list

-- The running totals of the current skirmish or engagement, as its
-- resolution will count them (lib.skirmish_sides, lib.engagement_sides,
-- lib.side_total): "skirmish: Sergeant Mobuto [6] 5 against Elite Veteran
-- [9] 7 + Elite Veteran [10] 7 = 14"; nil outside one.
local function contest(what, stat, sides)
  local d = var(cv.GAME, what)
  if not d then return nil end
  local function side(list)
    if #list == 0 then return "nobody 0" end
    local parts = {}
    for i, c in ipairs(list) do parts[i] = cv.name(c) .. " " .. cv.value(c, stat) end
    return table.concat(parts, " + ") .. (#list > 1 and (" = " .. lib.side_total(list, stat)) or "")
  end
  local fpside, shside = sides(d)
  return what .. ": " .. side(fpside) .. " against " .. side(shside) ..
    (var(cv.GAME, what .. "_cancelled") and " (cancelled: no winner)" or "")
end

function R.describe()
  local parts = {}
  for _, s in ipairs(cv.zone("path")) do
    local d = def(s)
    local here = {}
    for p = 1, cv.nplayers() do
      if lib.in_game(p) and var(cv.player(p), "site") == d.site then here[#here + 1] = cv.player_name(p) end
    end
    parts[#parts + 1] = d.site .. " " .. d.title ..
      (#here > 0 and (" <" .. table.concat(here, ",") .. ">") or "")
  end
  local fp = lib.fp()
  local lines = {
    "adventure path: " .. (#parts > 0 and table.concat(parts, " | ") or "(empty)"),
    "twilight pool: " .. lib.twilight(),
  }
  if fp then
    lines[#lines + 1] = "Free Peoples: " .. cv.player_name(fp) .. " (move " ..
      (var(cv.player(fp), "moves") or 0) .. " of " .. phases.move_limit(fp) .. ")"
  end
  lines[#lines + 1] = contest("skirmish", "strength", lib.skirmish_sides)
  lines[#lines + 1] = contest("engagement", "weapons", lib.engagement_sides)
  return table.concat(lines, "\n")
end

-- state: each card's current values beside it (read through cv.value, so
-- with every modifier and what it bears): a character's strength, vitality
-- and wounds, its damage +X and defender +X when it has them, a minion's
-- site number and an ally's home site; a ship's weapons, armor and damage
-- tokens; a site's number and Shadow number. Possessions, artifacts and
-- conditions have none of their own (their bonuses count on the bearer's).
function R.card_values(c)
  local d = def(c)
  local v = {}
  local function plus(stat)
    local n = cv.value(c, stat)
    if n > 0 then v[#v + 1] = { stat, "+" .. n } end
  end
  if lib.is_character(c) then
    v = { { "strength", lib.strength(c) }, { "vitality", lib.vitality(c) }, { "wounds", lib.wounds(c) } }
    plus("damage")
    plus("defender")
    if d.kind == "minion" then v[#v + 1] = { "site", cv.value(c, "site") } end
    if d.kind == "ally" then v[#v + 1] = { "home", cv.value(c, "home") } end
  elseif lib.is_ship(c) then
    v = { { "weapons", lib.weapons(c) }, { "armor", lib.armor(c) }, { "damage", lib.ship_damage(c) } }
    plus("damage")
  elseif d.kind == "site" then
    v = { { "site", cv.value(c, "site") }, { "shadow", cv.value(c, "shadow") } }
  end
  return v
end

-- state: possessions, artifacts and conditions are listed under the
-- character or ship that bears them.
R.attachment_link = "bearer"

return R
