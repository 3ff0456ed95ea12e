-- Highlander: The Card Game, 2nd Edition: the ruleset.
--
-- Sources: the rules summary 001_230b9608c780bac7.txt (comments name its
-- headings) and the facts sheet highlander-facts.md, which fills its gaps;
-- every open question of the facts sheet, and of the summary, is an option
-- below. play.lua has the turn's procedures, fight.lua attacking and
-- defending.
-- docs/highlander.md says how to play it, the card format and the readings.

local cv, ipairs = cv, ipairs
local lib = include("lib")
local P = include("play")
local F = include("fight")
P.init(lib)
F.init(lib, P)

local R = {
  name = "highlander",
  -- timing maydo: an Edge's effect, run as it is played in the May Do/Must Do Phase.
  -- timing with: the effect of an Edge played with another card (its play_with), run as it is played; ctx.target is that card.
  -- timing defense: the Defense Phase's window (Special Cards).
  -- timing attack: the Attack Phase's window (attacks, Special Cards).
  -- timing play: a Special Card's effect, run as it is played.
  -- timing illusion: an Illusion's effect, run as it is played from a Hard Exertion.
  -- timing success: a Dirty Trick's effect when it is not defended.
  timing_words = { "maydo", "with", "defense", "attack", "play", "illusion", "success" },
  events = { "attack_made", "defended", "hit", "power_exertion", "exhaustion", "card_played" },
  decks = { "decks/connor.deck", "decks/kurgan.deck" },
  lib = lib,
  options = {
    first_player = { default = "exertion", values = { "exertion", "1", "2" },
      doc = "Reasons to make a Soft Exertion: who goes first: 'exertion' (each player makes a Soft Exertion shown to both; more Gems goes first; after 3 ties seat 1), or a seat" },
    turn_limit = { default = "200",
      doc = "a game still running at the end of this turn is a draw (0: no limit)" },
    exhaustion_refill = { default = "reshuffle", values = { "reshuffle", "none" },
      doc = "OPEN (Exhaustion): after an Exhaustion the discard pile is shuffled into a new Endurance, or not" },
    exhaustion_by_exertion = { default = "no", values = { "no", "yes" },
      doc = "OPEN (Exhaustion): does a Hard Exertion (or a mill) taking the last card of the Endurance cause an Exhaustion" },
    power_exertion_needs = { default = "nothing", values = { "nothing", "card" },
      doc = "OPEN: the Hard Exertion for a Power Blow / Power Block succeeds whatever it finds, or must find an attack / a Block" },
    exert_discard_order = { default = "same", values = { "same", "reversed" },
      doc = "OPEN (Hard Exertions): 'same': the top card of the Exertion ends on top of the discard pile; 'reversed': the fifth does" },
    soft_shown = { default = "no", values = { "no", "yes" },
      doc = "OPEN (Soft Exertions): are a Soft Exertion's cards shown to the opponent" },
    headshot_blocked = { default = "difference", values = { "difference", "lost" },
      doc = "OPEN (Head Shots): a Head Shot blocked without a Power Block is defended (the difference is taken) or counts as undefended (the game is lost)" },
    defence_reuse = { default = "consecutive", values = { "consecutive", "any" },
      doc = "OPEN (Defending): a standing defence may defend a later attack only right after one it defended, or any later attack" },
    hidden_wrong_guess = { default = "discard", values = { "discard", "hand" },
      doc = "OPEN (Defending Hidden Attacks): where a wrongly guessed defence goes" },
    prone_match = { default = "type", values = { "type", "defence" },
      doc = "OPEN (Prone): a matching card is one of the same type, or any defence matches any defence" },
    sweep_dodges = { default = "yes", values = { "yes", "no" },
      doc = "OPEN (Sweep Phase): are Dodges and Illusions swept too" },
    unnamed_weapon = { default = "yes", values = { "yes", "no" },
      doc = "OPEN (Disarmed): a player whose Persona names no Weapon (or who has none) has one unnamed Weapon, or none but its Weapon cards" },
    hilt_weapons = { default = "all", values = { "all", "armed" },
      doc = "OPEN (Objects: one Hilt for each Weapon): a Disarmed Weapon counts, or only those not Disarmed" },
    hilt_excess = { default = "stay", values = { "stay", "discard" },
      doc = "OPEN (Objects): a Hilt in play stays when its player has fewer Weapons than Hilts, or the last played goes to the discard pile" },
    ally_play = { default = "special", values = { "special", "extra" },
      doc = "OPEN (Allies): an Ally is played as a Special Card (one a turn, Defense or Attack Phase), or besides it (one Ally a turn)" },
    edge_limit = { default = "none", values = { "none", "1", "2" },
      doc = "OPEN (Edges: 'as many Edge cards as the text on the card allows'): the copies of an Edge a turn when its card states no limit" },
    edge_with_hidden = { default = "no", values = { "no", "yes" },
      doc = "OPEN (Edges, Hidden Attacks): may an Edge be played with a Hidden Attack (the Edge is face up)" },
    stuck_exertion = { default = "turn", values = { "turn", "phase" },
      doc = "OPEN (Reasons to make a Hard Exertion: if you cannot play a card from your Hand): 'turn': in the Attack Phase, no card but Edges played from hand this turn and none playable; 'phase': in the Defense or Attack Phase, none playable" },
    gems_per_card = { default = "all", values = { "all", "one" },
      doc = "OPEN (Gems): each printed Gem counts, or a card counts at most one of the named Gem" },
    deck_rules = { default = "strict", values = { "strict", "casual" },
      doc = "'strict' checks a deck at set-up: deck_min cards, one of each of the 15 basics, max_copies, group_limit, one Persona, Immortal cards with their Persona" },
    deck_min = { default = "50",
      doc = "OPEN (2nd Edition minimum deck size): the Endurance's minimum (the 1st Edition's 50)" },
    max_copies = { default = "6", values = { "3", "4", "6", "none" },
      doc = "OPEN (copy limits): copies of one card in a deck" },
    group_limit = { default = "none", values = { "none", "1", "2", "3" },
      doc = "OPEN (card groups): cards of the Master group (a title with the word Master) in a deck" },
  },
}

-- ---- card files -------------------------------------------------------------------

local FIELDS = {}
for _, k in ipairs({ "title", "subtitle", "kind", "attack_type", "grids", "damage", "power", "head_shot",
    "gems", "immortal", "weapon", "hand_size", "power_bonus", "exertion_size", "unique", "unblockable",
    "may_block_ranged", "basic", "text", "abilities", "modify", "hilt", "rearm_gems", "play_with", "limit",
    "in_play_limit" }) do FIELDS[k] = true end
local KINDS = { "attack", "block", "dodge", "event", "situation", "location", "object", "plot",
  "ally", "edge", "illusion", "persona" }
local ATTACK_TYPES = { "basic", "nonbasic", "dirty", "special", "ranged" }
local PLAY_WITH = { "attack", "block", "dodge", "defence" }

local function whole(v, min) return math.type(v) == "integer" and (not min or v >= min) end

-- The fields added for Weapons, Hilts, Allies and Edges played with a card
-- (docs/highlander.md: Card files): nil, or what is wrong.
local function check_more(d)
  local ab1 = d.abilities and d.abilities[1]
  if d.weapon ~= nil and (type(d.weapon) ~= "string" or (d.kind ~= "persona" and d.kind ~= "object")) then
    return "weapon is a name (a string), on a Persona or an Object"
  end
  if d.hilt ~= nil and (d.hilt ~= true or d.kind ~= "object") then return "hilt = true marks an Object that is a Hilt" end
  if d.rearm_gems ~= nil and not whole(d.rearm_gems) then return "rearm_gems must be a whole number" end
  if d.power_bonus ~= nil and not whole(d.power_bonus) then return "power_bonus must be a whole number" end
  if d.head_shot ~= nil and (type(d.head_shot) ~= "boolean" or d.kind ~= "attack") then
    return "head_shot is true (a Head Shot) or false (never made one), on an attack"
  end
  if d.play_with ~= nil then
    if d.kind ~= "edge" then return "play_with is for an Edge" end
    local bad = cv.unknown_name(d.play_with, PLAY_WITH, "play_with")
    if bad then return bad end
    if not (ab1 and ab1.word == "with") then return "an Edge played with a card needs a first ability with word = \"with\"" end
  elseif d.kind == "edge" and ab1 and ab1.word == "with" then
    return "an Edge whose ability has word = \"with\" needs play_with"
  end
  if d.limit ~= nil and (d.kind ~= "edge" or not whole(d.limit, 1)) then return "limit (an Edge's copies a turn) must be a whole number, 1 or more" end
  if d.in_play_limit ~= nil and (d.kind ~= "ally" or not whole(d.in_play_limit, 1)) then
    return "in_play_limit (an Ally's copies on its side) must be a whole number, 1 or more"
  end
  return nil
end

-- A card file is checked as it loads (docs/highlander.md: Card files).
function R.check_card(file, d)
  local bad = cv.unknown_field(d, FIELDS)
  if bad then return bad .. "; the fields are in docs/highlander.md" end
  bad = cv.unknown_name(d.kind, KINDS, "kind")
  if bad then return bad end
  if d.kind == "attack" then
    bad = cv.unknown_name(d.attack_type, ATTACK_TYPES, "attack_type")
    if bad then return bad end
    if d.attack_type ~= "dirty" and math.type(d.damage) ~= "integer" then return "an attack needs a whole-number damage" end
    if d.power ~= nil and math.type(d.power) ~= "integer" then return "power must be a whole number" end
  end
  if d.kind == "attack" or d.kind == "block" or d.kind == "dodge" then
    if type(d.grids) ~= "table" or #d.grids == 0 then return "an attack or a defence needs grids = { \"upper left\", ... }" end
    for _, g in ipairs(d.grids) do
      bad = cv.unknown_name(g, lib.SQUARES, "grid square")
      if bad then return bad end
    end
  end
  for _, g in ipairs(d.gems or {}) do
    bad = cv.unknown_name(g, lib.GEMS, "gem")
    if bad then return bad end
  end
  if d.kind == "attack" and d.attack_type == "dirty" and not (d.abilities and d.abilities[1] and d.abilities[1].word == "success") then
    return "a Dirty Trick needs a success ability"
  end
  return check_more(d)
end

-- ---- zones and set-up -------------------------------------------------------------

function R.zones(seat)
  cv.zone_add("endurance", seat, "deck") -- the Endurance: face down
  cv.zone_add("hand", seat, "hidden")
  cv.zone_add("persona", seat, "inplay") -- the pre-game card (facts sheet: Persona)
  cv.zone_add("board", seat, "inplay")   -- attacks, defences, Special Cards, Edges in play
  cv.zone_add("facedown", seat, "deck")  -- Hidden Attacks, face down until defended
  cv.zone_add("discard", seat)
end

local function basics()
  local out = {}
  for _, key in ipairs({ "upper_left_attack", "upper_center_attack", "upper_right_attack", "middle_left_attack",
      "center_attack", "middle_right_attack", "lower_left_attack", "lower_center_attack", "lower_right_attack",
      "upper_left_block", "upper_right_block", "lower_left_block", "lower_right_block", "upper_block",
      "lower_block" }) do out[#out + 1] = key end
  return out
end

-- Deck legality (facts sheet: Basic cards, Persona, Card groups; the limits
-- are options).
local function check_deck(d)
  local count, n, personas, group = {}, 0, {}, 0
  for _, e in ipairs(d.cards) do
    local def = cv.def_of(e.key)
    count[e.key] = (count[e.key] or 0) + e.count
    if def.kind == "persona" then personas[#personas + 1] = def.title
    else n = n + e.count end
    if (" " .. def.title .. " "):find("[^%a]Master[^%a]") then group = group + e.count end
  end
  local function fail(msg) error(d.file .. ": " .. msg, 0) end
  if n < tonumber(cv.options.deck_min) then fail("the Endurance has " .. n .. " cards, fewer than " .. cv.options.deck_min) end
  for _, key in ipairs(basics()) do
    if not count[key] then fail("no " .. cv.def_of(key).title .. ": a deck holds one of each of the 15 basic cards") end
  end
  if cv.options.max_copies ~= "none" then
    for key, k in pairs(count) do
      if k > tonumber(cv.options.max_copies) then fail(k .. " copies of " .. cv.def_of(key).title) end
    end
  end
  if cv.options.group_limit ~= "none" and group > tonumber(cv.options.group_limit) then
    fail(group .. " cards of the Master group")
  end
  if #personas > 1 then fail("more than one Persona") end
  for _, e in ipairs(d.cards) do
    local def = cv.def_of(e.key)
    if def.immortal and personas[1] ~= def.immortal then fail(def.title .. " needs the Persona " .. def.immortal) end
  end
end

-- The set-up: the Persona in play, the Endurance shuffled, who goes first
-- (a Soft Exertion each), then a hand drawn up to Ability 15 (facts sheet).
function R.setup(decks)
  for seat, d in ipairs(decks) do
    if cv.options.deck_rules == "strict" then check_deck(d) end
    R.zones(seat)
    for _, e in ipairs(d.cards) do
      for _ = 1, e.count do
        local zone = cv.def_of(e.key).kind == "persona" and "persona" or "endurance"
        cv.card_new(e.key, seat, zone, seat)
      end
    end
    cv.shuffle("endurance", seat)
    cv.set_pool(cv.player(seat), "ability", lib.MAX_ABILITY)
  end
  local first = tonumber(cv.options.first_player)
  if not first then first = P.exert_for_first() end
  cv.set_var(cv.GAME, "_first", first)
  for seat = 1, #decks do
    while cv.zone_size("hand", seat) < lib.hand_size(seat) and cv.zone_size("endurance", seat) > 0 do
      lib.draw(seat)
    end
  end
  cv.set_var(cv.GAME, "_started", true)
end

function R.first_player() return cv.var(cv.GAME, "_first") or 1 end

-- A position is a game under way: Ability 0 ends it from then on.
function R.position(spec, refs) cv.set_var(cv.GAME, "_started", true) end

-- ---- the turn (Sequence Of Turns) ---------------------------------------------------

local TITLES = { sweep = "Sweep Phase", maydo = "May Do/Must Do Phase", defense = "Defense Phase",
  attack = "Attack Phase", adjust = "Ability Adjustment Phase", draw = "Draw/Discard Phase" }
function R.phase_title(name) return TITLES[name] or name end

R.phases = {
  { name = "sweep", run = function(seat) P.sweep(seat) end },
  { name = "maydo", run = function(seat) cv.window("maydo") end },
  { name = "defense", run = function(seat) F.defense(seat) end },
  { name = "attack", run = function(seat)
      if cv.over() then return end
      cv.window("attack")
      F.end_attack_phase(seat)
    end },
  { name = "adjust", run = function(seat) P.adjust(seat) end },
  { name = "draw", run = function(seat) P.draw_discard(seat) end },
}

-- Only the player whose turn it is acts.
function R.priority(word, ctx) return { cv.var(cv.GAME, "player") } end

-- Cards' abilities are run by the rules as the cards are played, never
-- offered from play.
function R.may_use(c, ab, seat) return false end

function R.actions(word, seat, ctx)
  if cv.over() then return {} end
  if word == "maydo" then return P.maydo_actions(seat) end
  if word == "defense" then
    local out = P.special_actions(seat)
    for _, o in ipairs(F.stuck_actions(seat, "defense")) do out[#out + 1] = o end
    return out
  end
  if word == "attack" then return F.attack_actions(seat) end
  return {}
end

function R.trigger_chooser(ev) return cv.var(cv.GAME, "player") or 1 end

-- Winning (facts sheet): Ability 0; Hilts beyond the Weapons (option
-- hilt_excess).
function R.settle()
  P.check_end()
  P.check_hilts()
end

function R.describe()
  local parts = {}
  for s = 1, cv.nplayers() do
    local o = cv.player(s)
    local t = string.format("%s: Ability %d", cv.player_name(s), lib.ability(s))
    if cv.pool(o, "loss") > 0 then t = t .. ", loss " .. cv.pool(o, "loss") end
    if cv.pool(o, "gain") > 0 then t = t .. ", gain " .. cv.pool(o, "gain") end
    if lib.is_prone(s) then t = t .. ", Prone" end
    local weapons, armed = lib.weapons(s), lib.armed_weapons(s)
    if #weapons == 0 then t = t .. ", no Weapon"
    elseif #armed == 0 then t = t .. ", Disarmed"
    elseif #armed < #weapons then
      local names = {}
      for _, w in ipairs(weapons) do
        if lib.weapon_disarmed(s, w) then names[#names + 1] = w.name end
      end
      t = t .. ", Disarmed: " .. table.concat(names, ", ")
    end
    parts[#parts + 1] = t
  end
  return "Highlander: " .. table.concat(parts, "; ")
end

function R.card_values(c)
  local d = cv.def(c)
  local out = {}
  if d.kind == "attack" then
    out[1] = { "damage", lib.damage(c) }
    if cv.var(c, "power") then out[#out + 1] = { "power blow", "yes" } end
    if lib.is_head_shot(c) then out[#out + 1] = { "head shot", "yes" } end
    if cv.var(c, "pending") then out[#out + 1] = { "pending", "yes" } end
  end
  if d.weapon and d.kind ~= "persona" then out[#out + 1] = { "weapon", cv.var(c, "disarmed") and "Disarmed" or "armed" } end
  if cv.var(c, "power_block") then out[#out + 1] = { "power block", "yes" } end
  if cv.var(c, "ward") then out[#out + 1] = { "prevents", cv.var(c, "ward") } end
  return #out > 0 and out or nil
end

return R
