-- Doomtrooper: Setting up, The order of play (Draw, Actions, Discard), the
-- actions, playing Special / Art / Alliance cards, Other rules.

local cv, ipairs = cv, ipairs -- upvalues: cheaper than the sandbox's global lookups
local def, var, owner = cv.def, cv.var, cv.owner
local T = {}
local lib, combat

local draw, hand_limit, fulfil
function T.init(l, c)
  lib, combat = l, c
  lib.draw, lib.hand_limit, lib.fulfil = draw, hand_limit, fulfil
end

local ZONES = { { "draw", "deck" }, { "hand", "hidden" }, { "discard", "deck" },
  { "annihilated", "deck" }, { "sideboard", "deck" }, { "squad", "inplay" },
  { "kohort", "inplay" }, { "outpost", "inplay" }, { "command", "inplay" } }

-- Table layout: each player's piles and three Combat Areas; 'command'
-- holds Alliances and Missions assigned to players (the markers area).
function T.zones(seat)
  for _, z in ipairs(ZONES) do cv.zone_add(z[1], seat, z[2]) end
end

-- Draws n cards for 'seat'; drawing from an empty pile draws nothing.
-- e.g. rules.draw(ctx.player, 1)
function draw(seat, n)
  for _ = 1, n do
    local d = cv.zone("draw", seat)
    if #d == 0 then return end
    cv.move(d[1], "hand", seat)
  end
end

-- Seat's Hand Limit: 7 (the option hand_size; or the player variable
-- hand_limit), changed by the
-- cards in play (Step One: Draw: "Your standard Hand Limit is 7 cards, but
-- this can change via card play"): a card's 'hand_limit' changes its
-- owner's, its 'hand_limit_opponents' each opponent's; never below 0.
-- e.g. #cv.zone("hand", ctx.player) < rules.hand_limit(ctx.player)
function hand_limit(seat)
  local n = var(cv.player(seat), "hand_limit") or tonumber(cv.options.hand_size)
  local all = cv.in_play()
  for i = 1, #all do
    local c = all[i]
    local d = def(c)
    if d.hand_limit or d.hand_limit_opponents then
      local o = owner(c)
      if o == seat then
        n = n + (d.hand_limit or 0)
      elseif lib.in_game(o) and not lib.teammates(o, seat) then
        n = n + (d.hand_limit_opponents or 0)
      end
    end
  end
  if n < 0 then n = 0 end
  return n
end

-- ---- Setting up ----------------------------------------------------------------

-- Deck files: cards after the line naming the marker card 'sideboard' go
-- to the Side Board pile (docs/doomtrooper.md).
local function build(seat, deck)
  T.zones(seat)
  local side = false
  local n, nside = 0, 0
  for _, e in ipairs(deck.cards) do
    if e.key == "sideboard" then
      side = true
    else
      for _ = 1, e.count do
        cv.card_new(e.key, seat, side and "sideboard" or "draw", seat)
        if side then nside = nside + 1 else n = n + 1 end
      end
    end
  end
  if cv.options.deck_rules == "tournament" then
    -- DECK BUILDING: at least 60 cards, the Deck Limit; a Side Board of
    -- exactly 25 (Side Board Pile).
    if n < 60 then error(deck.file .. ": " .. n .. " cards in the play deck (at least 60)", 0) end
    if nside ~= 0 and nside ~= 25 then error(deck.file .. ": the Side Board has " .. nside .. " cards (exactly 25)", 0) end
    local count, first = {}, {} -- copies of each card, and the first of them
    for _, z in ipairs({ "draw", "sideboard" }) do
      for _, c in ipairs(cv.zone(z, seat)) do
        local k = cv.blueprint(c)
        count[k] = (count[k] or 0) + 1
        first[k] = first[k] or c
      end
    end
    for k, m in pairs(count) do
      local lim = def(first[k]).limit or 5
      if m > lim then error(deck.file .. ": " .. m .. " copies of " .. k .. " (Deck Limit " .. lim .. ")", 0) end
    end
  end
end

local function has_warrior(seat)
  for _, c in ipairs(cv.zone("hand", seat)) do if lib.is_warrior(c) then return true end end
  return false
end

-- The Cardinal's Gift: once, after the opening draw. Without a warrior:
-- show the hand, draw seven (the option hand_size) new cards, shuffle the
-- first seven back. With a warrior: the first seven become the first cards
-- of the discard pile.
function T.cardinals_gift(seat)
  if cv.options.cardinals_gift ~= "yes" then return end
  local none = not has_warrior(seat)
  local size = tonumber(cv.options.hand_size)
  local label = none and ("claim the Cardinal's Gift (no warrior: show the hand, draw " .. size ..
      ", shuffle these back)")
    or ("claim the Cardinal's Gift (discard these " .. size .. ", draw " .. size .. ")")
  local pick = cv.choose(seat, "Opening hand: keep it or claim the Cardinal's Gift?",
    { { label = "keep this hand" }, { label = label, gift = true } }, { ask = true })
  if not pick.gift then return end
  cv.set_var(cv.player(seat), "gift", true)
  local old = cv.zone("hand", seat)
  if none then
    local names = {}
    for _, c in ipairs(old) do names[#names + 1] = def(c).title end
    cv.log("%s shows a hand without warriors: %s", cv.player_name(seat), table.concat(names, ", "))
    for _, c in ipairs(old) do cv.move(c, "sideboard", seat) end -- set aside
    local aside = cv.zone("sideboard", seat)
    draw(seat, size)
    for _, c in ipairs(old) do cv.move(c, "draw", seat) end
    cv.shuffle("draw", seat)
    local _ = aside
  else
    for _, c in ipairs(old) do cv.move(c, "discard", seat, 1) end
    draw(seat, size)
  end
end

local function choose_first()
  local o = cv.options.first_player
  if o == "random" then return math.random(cv.nplayers()) end
  local s = tonumber(o)
  if s > cv.nplayers() then error("option first_player=" .. o .. ": only " .. cv.nplayers() .. " players", 0) end
  return s
end

-- Setting up: zones, decks, opening hands and the first player.
function T.setup(decks)
  if #decks < 2 then error("Doomtrooper needs at least two players", 0) end
  for seat, d in ipairs(decks) do build(seat, d) end
  local first = choose_first()
  cv.set_var(cv.GAME, "first", first)
  cv.log("%s goes first", cv.player_name(first))
  for seat = 1, #decks do
    -- five Destiny Points each (the option destiny); teams: 10 in the
    -- team's common pool (the option team_destiny); an opening hand of
    -- seven (the option hand_size)
    if lib.teams() then
      if lib.team(seat) == seat then cv.set_pool(cv.player(seat), "destiny", tonumber(cv.options.team_destiny)) end
    else
      cv.set_pool(cv.player(seat), "destiny", tonumber(cv.options.destiny))
    end
    cv.set_pool(lib.pool_owner(seat), "promotion", 0)
    cv.shuffle("draw", seat)
    draw(seat, tonumber(cv.options.hand_size))
  end
  for _, seat in ipairs(lib.order_from(first)) do T.cardinals_gift(seat) end
end

function T.first_player() return cv.var(cv.GAME, "first") or 1 end

-- A position: cards given 'cover = 1' or 'wounded = 1' (token syntax) are
-- in cover / wounded; players have had a turn already unless vars say
-- otherwise (vars = { turns = 1 } for a first turn).
function T.position(spec, refs)
  for seat = 1, cv.nplayers() do
    local me = cv.player(seat)
    if var(me, "turns") == nil then cv.set_var(me, "turns", 2) end
    for _, a in ipairs(lib.AREAS) do
      for _, c in ipairs(cv.zone(a, seat)) do
        for _, k in ipairs({ "cover", "wounded", "inside" }) do
          if cv.pool(c, k) > 0 then cv.set_pool(c, k, 0) cv.set_var(c, k, true) end
        end
        if a == "outpost" and lib.is_warrior(c) then cv.set_var(cv.GAME, "outpost_opened", true) end
      end
    end
  end
  cv.set_var(cv.GAME, "first", spec.first or 1)
end

-- ---- playing cards from hand (Special, Art, Alliance) -------------------------------------

-- Post-play icon: "discard" (default), "annihilate", or "attach" (the
-- card's run returns what it attaches to).
local function post(c, target)
  local p = def(c).post or "discard"
  if p == "attach" and target then
    if type(target) == "number" and target < 0 then
      cv.move(c, "command", owner(c))
    else
      lib.attach(c, target)
    end
  elseif p == "annihilate" then
    cv.move(c, "annihilated", owner(c), 1)
  else
    cv.move(c, "discard", owner(c), 1)
  end
end

-- Can 'seat' play hand card c in a window of timing 'word'? Special cards
-- say "PLAY DURING YOUR TURN" (timing "turn"), "PLAY AT ANY TIME" ("any")
-- or "PLAY DURING COMBAT" ("combat").
local function timing_ok(c, word, seat)
  local t = def(c).timing or "turn"
  local mine = seat == lib.active_player()
  if t == "any" then return true end
  if t == "turn" then return mine and word ~= "combat_only" end
  if t == "combat" then return word == "combat" end
  return false
end

local function art_blocked_in_combat(spell)
  if not lib.in_combat() then return false end
  local k = lib.effect_kind(spell)
  if k ~= "art" then return false end
  return lib.immune_to(lib.attacker(), "art") or lib.immune_to(lib.defender(), "art")
end

-- The cards 'seat' may play now in a window of timing 'word', as options.
function T.play_options(word, seat, ctx)
  local out = {}
  if word == "response" then
    -- A response answers an event still going on: once a card has
    -- cancelled it (a sabotage prevented), nothing is left to respond to
    -- and the window closes (every seat has only "pass").
    if not ctx.event or ctx.event.cancelled then return out end
    for _, c in ipairs(cv.zone("hand", seat)) do
      local d = def(c)
      if d.respond and ctx.event and d.respond == ctx.event.name and lib.destiny(seat) >= (d.cost or 0)
          and (not d.can or d.can(c, ctx)) then
        out[#out + 1] = { label = "play " .. cv.name(c), cause = cv.name(c), run = function()
          if (d.cost or 0) > 0 then lib.add_destiny(seat, -d.cost) end
          cv.move(c, "discard", seat, 1)
          d.run(c, ctx)
        end }
      end
    end
    return out
  end
  for _, c in ipairs(cv.zone("hand", seat)) do
    local d = def(c)
    if (d.type == "special" or d.type == "art") and d.run and not d.respond and timing_ok(c, word, seat)
        and lib.destiny(seat) >= T.min_cost(d) then
      local casters = { false }
      if d.type == "art" then
        casters = lib.casters(seat, c)
        if (d.combat_spell or d.personal) and word ~= "combat" then casters = {} end
        if art_blocked_in_combat(c) then casters = {} end
      end
      for _, caster in ipairs(casters) do
        local pctx = { player = seat, caster = caster or nil, word = word }
        if not d.can or d.can(c, pctx) then
          local lbl = "play " .. d.title
          if caster then lbl = "cast " .. d.title .. " with " .. def(caster).title end
          out[#out + 1] = { label = lbl, cause = cv.name(c), free = true, run = function()
            if d.dp then
              pctx.dp = T.choose_dp(c, seat)
              lib.add_destiny(seat, -pctx.dp)
            elseif (d.cost or 0) > 0 then lib.add_destiny(seat, -d.cost) end
            cv.move(c, "command", seat) -- on the table while it resolves
            local ev = cv.event("play", { card = c, player = seat, caster = caster or nil })
            local target = nil
            if not ev.cancelled then target = d.run(c, pctx) end
            if d.dp and not ev.cancelled and target then
              d.boost(c, target, pctx.dp, 0)
              if lib.in_combat() and cv.where(c) == "command" then
                -- cast during combat: it stays on the table, open to more
                -- Destiny Points, until the combat is over
                cv.set_var(c, "dp_spent", pctx.dp)
                cv.set_link(c, "target", target)
                if caster then cv.set_link(c, "caster", caster) end
                return
              end
            end
            if cv.where(c) == "command" then post(c, not ev.cancelled and target or nil) end
          end }
        end
      end
    end
    -- Proclaim Alliance: at any time, no action; one per player; unique.
    if d.type == "alliance" and T.alliance_ok(c, seat) then
      out[#out + 1] = { label = "proclaim " .. d.title, cause = "rule: Proclaim Alliance", free = true, run = function()
        cv.move(c, "command", seat)
        cv.event("proclaimed", { card = c, player = seat })
      end }
    end
  end
  -- Casting Spells of the Art: DP added to a spell cast in this combat.
  if word == "combat" and lib.in_combat() then
    for _, o in ipairs(T.add_dp_options(seat)) do out[#out + 1] = o end
  end
  -- Sergeant: assign at any time (even during combat).
  for _, o in ipairs(T.sergeant_options(seat)) do out[#out + 1] = o end
  return out
end

-- Casting Spells of the Art: "Many Art spells have a casting cost in
-- Destiny Points. The more Destiny Points you spend, the more powerful the
-- spell's effects. Unless a limit is indicated on the card, you may spend as
-- many Destiny Points as you have. If such a spell is cast during combat,
-- you may continue to add Destiny Points to the spell throughout the Combat
-- Modification step." Persistent: such spells "are still in effect
-- throughout the combat, and may be modified. Once the combat is over,
-- however, the spell is spent and cannot be altered." A card with
-- dp = { min =, max = } (max: the card's limit, nil for none) and
-- boost(self, target, n, before) (the effect of n more Destiny Points, 'before'
-- already spent on it) is such a spell.
function T.min_cost(d)
  if d.dp then return d.dp.min or 1 end
  return d.cost or 0
end

-- Asks 'seat' how many Destiny Points to spend on card c (its casting cost).
function T.choose_dp(c, seat)
  local d = def(c)
  local lo, hi = d.dp.min or 1, lib.destiny(seat)
  if d.dp.max and d.dp.max < hi then hi = d.dp.max end
  local opts = {}
  for n = lo, hi do opts[#opts + 1] = { label = "spend " .. n .. " Destiny Point" .. (n == 1 and "" or "s"), n = n } end
  return cv.choose(seat, d.title .. ": how many Destiny Points?", opts).n
end

-- The options to add Destiny Points available to 'seat'.
function T.add_dp_options(seat)
  local out = {}
  if lib.destiny(seat) < 1 then return out end
  for _, c in ipairs(cv.zone("command", seat)) do
    local d, spent = def(c), var(c, "dp_spent")
    local target, caster = cv.link(c, "target"), cv.link(c, "caster")
    if spent and d.dp and (not d.dp.max or spent < d.dp.max) and target and lib.area(target)
        and (not caster or lib.area(caster)) and not art_blocked_in_combat(c) then
      out[#out + 1] = { label = "add 1 Destiny Point to " .. d.title .. " (" .. spent .. " spent)",
        cause = cv.name(c), free = true, run = function()
          lib.add_destiny(seat, -1)
          cv.set_var(c, "dp_spent", spent + 1)
          d.boost(c, target, 1, spent)
        end }
    end
  end
  return out
end

-- Persistent: "Once the combat is over, however, the spell is spent".
function T.spend_spells()
  for s = 1, cv.nplayers() do
    for _, c in ipairs(cv.zone("command", s)) do
      if var(c, "dp_spent") then
        cv.set_var(c, "dp_spent", nil)
        cv.set_link(c, "target", nil)
        if cv.link(c, "caster") then cv.set_link(c, "caster", nil) end
        post(c, nil)
      end
    end
  end
end

-- May 'seat' play alliance card c (Alliance restrictions)?
function T.alliance_ok(c, seat)
  for _, x in ipairs(cv.zone("command", seat)) do if def(x).type == "alliance" then return false end end
  for _, x in ipairs(cv.in_play()) do if def(x).title == def(c).title then return false end end
  return true
end

-- Sergeant: only warriors whose printed Value is lower; never another
-- SERGEANT; one SERGEANT per group (cards of one title); permanent.
function T.sergeant_options(seat)
  local out = {}
  for _, s in ipairs(lib.warriors(seat)) do
    if lib.has(s, "SERGEANT") and not cv.link(s, "assigned") then
      local groups = {}
      for _, w in ipairs(lib.warriors(seat)) do
        local t = def(w).title
        if w ~= s and not lib.has(w, "SERGEANT") and (def(w).value or 0) < (def(s).value or 0)
            and not groups[t] and lib.any(lib.corporations(s)) then
          local taken = false
          for _, o in ipairs(lib.all_warriors()) do
            local to = cv.link(o, "assigned")
            if to and def(to).title == t and owner(to) == seat then taken = true end
          end
          if not taken then
            groups[t] = true
            out[#out + 1] = { label = "assign " .. def(s).title .. " to the " .. t, cause = "rule: Sergeant", free = true,
              run = function() cv.set_link(s, "assigned", w) end }
          end
        end
      end
    end
  end
  return out
end

-- ---- the actions -------------------------------------------------------------------------------

local nm, cur_ids, tactical
local function warriors_of(seat) return lib.warriors(seat) end

local function doom_only(c) return lib.is_doomtrooper(c) and not lib.is_legion(c) and not lib.is_tribal(c) end
local function legion_only(c) return lib.is_legion(c) and not lib.is_doomtrooper(c) end

-- Other players' non-NONCOMBATANT warriors in an Outpost oblige you to
-- have one in yours ("If your spies detect possible enemy movement ... As
-- long as there are warriors in an Outpost, all players must have a warrior
-- in his or her Outpost"). True when seat's Outpost has no warrior able to
-- fight but 'except' while another player's has one.
local function outpost_watched(seat, except)
  for _, w in ipairs(lib.warriors(seat, "outpost")) do
    if w ~= except and lib.can_fight(w) then return false end
  end
  for s = 1, cv.nplayers() do
    if s ~= seat and lib.in_game(s) then
      for _, w in ipairs(lib.warriors(s, "outpost")) do if lib.can_fight(w) then return true end end
    end
  end
  return false
end

-- Transfer Warrior: may c go to area 'to'?
function T.may_transfer(c, to, forced)
  local from = lib.area(c)
  if not from or from == to then return false end
  if not var(cv.GAME, "outpost_opened") then return false end
  if lib.is_tribal(c) or lib.has(c, "BEAST") then return false end
  if not forced and var(c, "transferred") then return false end
  if from == "outpost" and lib.beast(c) and not forced then return false end
  -- "As long as there are warriors in an Outpost, all players must have a
  -- warrior in his or her Outpost": the last one may not leave while an
  -- opponent has one in his.
  if from == "outpost" and not forced and lib.can_fight(c) and outpost_watched(owner(c), c) then
    return false
  end
  local dt, lg = lib.is_doomtrooper(c), lib.is_legion(c)
  if to == "outpost" then
    if not ((from == "squad" and dt) or (from == "kohort" and lg)) then return false end
    for _, o in ipairs(lib.warriors(owner(c), "outpost")) do
      if legion_only(c) and doom_only(o) then return false end
      if doom_only(c) and legion_only(o) then return false end
    end
    return true
  end
  if from ~= "outpost" then return false end
  if to == "squad" then return dt end
  if to == "kohort" then return lg end
  return false
end

local function outpost_duty(seat) return outpost_watched(seat, nil) end

local function relic_in_play(title)
  for _, x in ipairs(cv.in_play()) do if def(x).title == title then return true end end
  return false
end

local function may_carry(a, w)
  local d = def(a)
  local only = d.only
  if only == "doomtrooper" and not lib.is_doomtrooper(w) then return false end
  if only == "legion" and not lib.is_legion(w) then return false end
  if only and only ~= "doomtrooper" and only ~= "legion" and not lib.affiliated(w, only) then return false end
  if d.requires and not lib.has(w, d.requires) then return false end
  return true
end

local function has_titled(w, title, kind)
  for _, x in ipairs(lib.attached(w)) do
    if def(x).title == title then return true end
    if kind and lib.has(x, kind) then return true end
  end
  return false
end

local function area_list(d)
  if type(d.area) == "table" then return d.area end
  if type(d.area) == "string" then return { d.area } end
  return lib.AREAS
end

local function owns_titled(seat, title)
  for _, a in ipairs(lib.AREAS) do
    for _, x in ipairs(cv.zone(a, seat)) do if def(x).title == title and not lib.bearer(x) then return true end end
  end
  return false
end

local function personality_in_play(c)
  if not lib.has(c, "PERSONALITY") then return false end
  for _, x in ipairs(cv.in_play()) do if def(x).title == def(c).title then return true end end
  return false
end

-- Muster Warrior: pays the Value from Destiny (markers from cards like
-- Desperate Times first).
local function muster_cost(c) return cv.value(c, "value") end
local function can_pay(seat, n) return lib.destiny(seat) + cv.pool(cv.player(seat), "markers") >= n end
local function pay(seat, n)
  local m = math.min(cv.pool(cv.player(seat), "markers"), n)
  if m > 0 then cv.add_pool(cv.player(seat), "markers", -m) end
  if n - m > 0 then lib.add_destiny(seat, -(n - m)) end
end

-- May 'seat' bring warrior c into play now (Deck Limit, affiliations, cost)?
function T.muster_ok(c, seat)
  if not lib.is_warrior(c) then return false end
  if personality_in_play(c) then return false end
  if not can_pay(seat, muster_cost(c)) then return false end
  local area = lib.home_area(c)
  if area == "outpost" then
    -- Tribal affiliations will not work together.
    local tribe = def(c).affiliation
    for _, o in ipairs(lib.warriors(seat, "outpost")) do
      local ot = lib.tribe(o)
      if ot and lib.TRIBAL[tribe] and ot ~= tribe then return false end
    end
  end
  return true
end

-- Brings warrior c into play for 'seat' (event "mustered").
function T.muster(c, seat)
  local n = muster_cost(c)
  local area = lib.home_area(c)
  pay(seat, n)
  cv.move(c, area, seat)
  cv.set_var(c, "mustered", lib.turn(), "quiet")
  if area == "outpost" then cv.set_var(cv.GAME, "outpost_opened", true) end
  cv.log("%s musters %s to the %s for %d Destiny Points", cv.player_name(seat), cv.name(c), area, n)
  -- No Warriors in play and no Draw Pile: only a warrior "that may
  -- participate in combat" meets the requirement (not a NONCOMBATANT).
  if lib.can_fight(c) then cv.set_var(cv.player(seat), "grace", nil) end
  cv.event("mustered", { card = c, player = seat })
end

-- Labels name cards by title; when two labels read the same, the card
-- ids are added ("#12") to tell them apart.
local ids_seen = {}
function nm(c) ids_seen[#ids_seen + 1] = c return def(c).title end
function cur_ids() local t = ids_seen ids_seen = {} return t end

local function dedupe(list)
  local count = {}
  for _, a in ipairs(list) do count[a.label] = (count[a.label] or 0) + 1 end
  for _, a in ipairs(list) do
    if count[a.label] > 1 then
      local ids = {}
      for _, i in ipairs(a.ids or {}) do ids[#ids + 1] = "#" .. i end
      a.label = a.label .. " (" .. table.concat(ids, ", ") .. ")"
    end
  end
  return list
end
T.dedupe = dedupe

-- The Tactical Actions (Sabotage when 'sab', Attack when 'att') open to
-- 'seat', each given to add(label, 1, run, "sabotage" or "attack"). None on a
-- player's first turn (Step Two: Actions, Special: "This includes T-Actions
-- gained by Special cards").
function tactical(seat, mine, add, sab, att)
  if lib.first_turn(seat) then return end
  -- Sabotage: a player with no warrior able to take part in combat; once
  -- per player per turn; never before all players have had a turn.
  local everyone = true
  for _, s in ipairs(lib.order_from(1)) do if (var(cv.player(s), "turns") or 0) < 1 then everyone = false end end
  if sab and everyone then
    for _, s in ipairs(lib.order_from(seat)) do
      if s ~= seat and not (lib.teams() and lib.teammates(s, seat)) and not lib.has_combatant(s) and
          (cv.options.multiple_sabotage == "yes" or not var(cv.player(seat), "sabotaged:" .. s)) then
        for _, w in ipairs(mine) do
          -- Any warrior able to take part in combat, in cover too:
          -- cover forbids attacking, and a sabotage is not an attack.
          if lib.can_fight(w) then
            add("sabotage " .. cv.player_name(s) .. " with " .. nm(w), 1, function() T.sabotage(w, s, seat) end,
              "sabotage")
          end
        end
      end
    end
  end
  if att then
    for _, a in ipairs(combat.attackers(seat)) do
      add("attack with " .. nm(a), 1, function() T.attack(a, seat) end, "attack")
    end
  end
end

-- Every action available to 'seat' now: { label, cost, tactical, run }.
function T.action_list(seat, left)
  local out = {}
  local function add(label, cost, run, tactical)
    local ids = cur_ids()
    if cost <= left then out[#out + 1] = { label = label, cost = cost, run = run, tactical = tactical, ids = ids } end
  end
  local mine = warriors_of(seat)
  local hand = cv.zone("hand", seat)

  -- Seek / Exit cover: all in cover: the next action must be Exit Cover.
  local uncovered = 0
  for _, w in ipairs(mine) do if not lib.in_cover(w) then uncovered = uncovered + 1 end end
  if #mine > 0 and uncovered == 0 then
    for _, w in ipairs(mine) do
      add("exit cover: " .. nm(w), 1, function() T.exit_cover(w) end)
    end
    return out, "all your warriors are in cover: Exit Cover first"
  end
  -- Dark Visitation in an Outpost with Doomtroopers: transfer to the Kohort.
  for _, w in ipairs(lib.warriors(seat, "outpost")) do
    if legion_only(w) and not lib.is_tribal(w) then
      for _, o in ipairs(lib.warriors(seat, "outpost")) do
        if doom_only(o) then
          add("transfer " .. nm(w) .. " to the kohort", 1, function() T.transfer(w, "kohort", true) end)
          return out, nm(w) .. " must go to the Kohort"
        end
      end
    end
  end
  -- The Outpost duty.
  if outpost_duty(seat) then
    local duty = {}
    for _, w in ipairs(mine) do
      if lib.can_fight(w) and T.may_transfer(w, "outpost") then duty[#duty + 1] = w end
    end
    if #duty > 0 then
      for _, w in ipairs(duty) do
        local cost = (lib.has(w, "VEHICLE") or lib.vehicle(w)) and 2 or 1
        add("transfer " .. nm(w) .. " to the outpost", cost, function() T.transfer(w, "outpost") end)
      end
      if #out > 0 then return out, "an opponent has warriors in an Outpost: transfer one to yours" end
    end
  end

  -- Meditate
  add("meditate (+1 Destiny Point)", 1, function()
    lib.add_destiny(seat, 1)
    cv.log("%s meditates", cv.player_name(seat))
  end)
  -- Muster Warrior
  local seen = {}
  for _, c in ipairs(hand) do
    if lib.is_warrior(c) and not seen[def(c).title] and T.muster_ok(c, seat) then
      seen[def(c).title] = true
      add("muster " .. nm(c) .. " (" .. muster_cost(c) .. " DP) to the " .. lib.home_area(c), 1,
        function() T.muster(c, seat) end)
    end
  end
  -- Seek Cover: not the last warrior out of cover, not inside a VEHICLE,
  -- not an Armor of "-".
  for _, w in ipairs(mine) do
    if not lib.in_cover(w) and uncovered > 1 and not lib.inside_vehicle(w) and def(w).armor ~= nil then
      add("seek cover: " .. nm(w), 1, function()
        cv.set_var(w, "cover", true)
        cv.log("%s seeks cover", nm(w))
      end)
    elseif lib.in_cover(w) then
      add("exit cover: " .. nm(w), 1, function() T.exit_cover(w) end)
    end
  end
  -- Transfer Warrior
  for _, w in ipairs(mine) do
    local cost = (lib.has(w, "VEHICLE") or lib.vehicle(w)) and 2 or 1
    for _, to in ipairs(lib.AREAS) do
      if T.may_transfer(w, to) then
        add("transfer " .. nm(w) .. " to the " .. to, cost, function() T.transfer(w, to) end)
      end
    end
  end
  -- Equip, Wrangle Beast, Bestow Dark Symmetry / Ki Power, Assign Mission
  local done = {}
  for _, c in ipairs(hand) do
    local d = def(c)
    if not done[d.title] then
      done[d.title] = true
      local cost = d.cost or 0
      if lib.destiny(seat) >= cost then
        if d.type == "equipment" or d.type == "relic" then
          if not (d.type == "relic" and relic_in_play(d.title)) then
            for _, w in ipairs(mine) do
              local okk = may_carry(c, w)
              if lib.has(c, "ARMOR") and has_titled(w, "", "ARMOR") then okk = false end
              if lib.has(c, "VEHICLE") and (lib.vehicle(w) or lib.beast(w) or lib.has(w, "BEAST") or lib.has(w, "VEHICLE")) then okk = false end
              if okk then
                add("equip " .. nm(w) .. " with " .. nm(c), 1, function() T.equip(c, w, seat) end)
              end
            end
          end
        elseif d.type == "beast" then
          for _, w in ipairs(lib.warriors(seat, "outpost")) do
            if not lib.beast(w) and not lib.vehicle(w) and not lib.has(w, "BEAST") and not lib.has(w, "VEHICLE") and may_carry(c, w) then
              add("wrangle " .. nm(c) .. " for " .. nm(w), 1, function() T.give(c, w, seat) end)
            end
          end
        elseif d.type == "symmetry" then
          for _, w in ipairs(mine) do
            local okk = lib.is_legion(w) and not has_titled(w, d.title)
            if d.gift == "heretic" then okk = lib.has(w, "HERETIC") and not has_titled(w, d.title) end
            if d.gift == "major" then okk = okk and lib.has(w, "FOLLOWER OF " .. (d.apostle or ""):upper()) end
            if okk and may_carry(c, w) then
              add("bestow " .. nm(c) .. " on " .. nm(w), 1, function() T.give(c, w, seat) end)
            end
          end
        elseif d.type == "ki" then
          for _, w in ipairs(mine) do
            if lib.affiliated(w, "mishima") and not has_titled(w, d.title) then
              add("bestow " .. nm(c) .. " on " .. nm(w), 1, function() T.give(c, w, seat) end)
            end
          end
        elseif d.type == "mission" then
          for _, tgt in ipairs(T.mission_targets(c, seat)) do
            add("assign " .. nm(c) .. " to " .. tgt.label, 1, function() T.assign(c, tgt, seat) end)
          end
        elseif d.type == "fortification" then
          if not owns_titled(seat, d.title) then
            for _, a in ipairs(area_list(d)) do
              add("build " .. nm(c) .. " in the " .. a, 1, function()
                lib.add_destiny(seat, -cost) cv.move(c, a, seat) cv.event("built", { card = c, player = seat })
              end)
            end
          end
        elseif d.type == "warzone" then
          if not owns_titled(seat, d.title) then
            for _, a in ipairs(area_list(d)) do
              add("establish " .. nm(c) .. " in the " .. a, 1, function()
                lib.add_destiny(seat, -cost) cv.move(c, a, seat) cv.event("established", { card = c, player = seat })
              end)
            end
          end
        end
      end
    end
  end
  -- Enter / Exit Vehicle
  for _, w in ipairs(mine) do
    local v = lib.vehicle(w)
    if v and not lib.has(w, "VEHICLE") then
      if var(v, "inside") then
        add("exit vehicle: " .. nm(w) .. " leaves " .. nm(v), 1, function() cv.set_var(v, "inside", nil) end)
      elseif not lib.in_cover(w) then
        add("enter vehicle: " .. nm(w) .. " enters " .. nm(v), 1, function() cv.set_var(v, "inside", true) end)
      end
    end
  end
  -- Tactical actions: not on a player's first turn; last.
  tactical(seat, mine, add, true, true)
  return out, nil
end

-- The additional Tactical Actions gained by card play, once the turn's
-- Standard actions are over (used, or lost to its Tactical Action): Sabotage
-- when 'sab', Attack when 'att', as T.action_list's entries.
function T.tactical_list(seat, sab, att)
  local out = {}
  cur_ids()
  local function add(label, cost, run, tactical)
    out[#out + 1] = { label = label, cost = cost, run = run, tactical = tactical, ids = cur_ids() }
  end
  tactical(seat, warriors_of(seat), add, sab, att)
  return out
end

-- Warrior w leaves cover.
function T.exit_cover(w)
  cv.set_var(w, "cover", nil)
  cv.set_var(w, "exited_cover", lib.turn())
  cv.log("%s exits cover", cv.name(w))
end

-- Transfer Warrior: moves warrior w to area 'to'.
function T.transfer(w, to, forced)
  if not lib.move_warrior(w, to) then return end
  if not forced then cv.set_var(w, "transferred", true) end
  cv.log("%s transfers to the %s", cv.name(w), to)
end

-- Equip Warrior: a VEHICLE is placed inside or outside (free); in cover:
-- outside.
function T.equip(c, w, seat)
  local cost = def(c).cost or 0
  if cost > 0 then lib.add_destiny(seat, -cost) end
  lib.attach(c, w)
  if lib.has(c, "VEHICLE") then
    local inside = false
    if not lib.in_cover(w) then
      inside = cv.choose(seat, "Is " .. cv.name(w) .. " inside or outside " .. cv.name(c) .. "?",
        { { label = "inside", v = true }, { label = "outside", v = false } }).v
    end
    if inside then cv.set_var(c, "inside", true) end
  end
  cv.event("equipped", { card = c, bearer = w, player = seat })
end

-- Attaches card c (not equipment) to warrior w for 'seat' (event "attached").
function T.give(c, w, seat)
  local cost = def(c).cost or 0
  if cost > 0 then lib.add_destiny(seat, -cost) end
  lib.attach(c, w)
  cv.event("attached", { card = c, bearer = w, player = seat })
end

-- Assign Mission: to a warrior or a player as the card says ('assign':
-- "own_warrior", "any_warrior", "self", "player"); no duplicate on one
-- target; one TACTIC in play per player.
function T.mission_targets(c, seat)
  local d, out = def(c), {}
  if lib.has(c, "TACTIC") then
    for _, x in ipairs(cv.in_play()) do
      if owner(x) == seat and def(x).type == "mission" and lib.has(x, "TACTIC") then return out end
    end
  end
  local who = d.assign or "own_warrior"
  if who == "own_warrior" or who == "any_warrior" then
    for _, w in ipairs(who == "own_warrior" and lib.warriors(seat) or lib.all_warriors()) do
      if not has_titled(w, d.title) and (not d.can_assign or d.can_assign(c, w)) then
        out[#out + 1] = { label = cv.name(w), warrior = w }
      end
    end
  else
    for _, s in ipairs(lib.order_from(seat)) do
      if (who == "player" or s == seat) then
        local dup = false
        for _, x in ipairs(cv.zone("command", s)) do
          if def(x).title == d.title then dup = true end
        end
        if not dup then out[#out + 1] = { label = cv.player_name(s), player = s } end
      end
    end
  end
  return out
end

-- Assigns mission c to target tgt for 'seat' (event "assigned").
function T.assign(c, tgt, seat)
  if tgt.warrior then
    lib.attach(c, tgt.warrior)
  else
    cv.move(c, "command", tgt.player)
    cv.set_var(c, "assigned_player", tgt.player)
  end
  cv.event("assigned", { card = c, player = seat, warrior = tgt.warrior })
end

-- A mission is fulfilled: its card is discarded (Assign Mission).
-- e.g. rules.fulfil(self)
function fulfil(m)
  cv.log("%s is fulfilled", cv.name(m))
  if lib.bearer(m) then cv.set_link(m, "bearer", nil) end
  cv.move(m, "discard", owner(m), 1)
end

-- Sabotage (Tactical Action): half the sabotaging warrior's modified Value,
-- rounded up, in any split.
function T.sabotage(w, target, seat)
  cv.set_var(cv.player(seat), "sabotaged:" .. target, true)
  local ev = cv.event("sabotage", { card = w, player = seat, target = target })
  if ev.cancelled then return end
  local n = (lib.value(w) + 1) // 2
  cv.log("%s sabotages %s", cv.name(w), cv.player_name(target))
  -- A FREELANCER "may only earn Destiny Points" (Freelancer).
  lib.award(seat, n, "sabotaging " .. cv.player_name(target), lib.is_freelancer(w))
end

-- Attack (Tactical Action): warrior a of 'seat' attacks.
function T.attack(a, seat)
  local d = lib.pick_card(seat, "Attack: which Defender?", combat.defenders(a))
  combat.run(seat, a, d)
end

-- ---- the turn ----------------------------------------------------------------------------------

-- Step One: Draw. The pre-draw window, then fill the hand to the Hand
-- Limit (not on the first player's first turn). No Warriors in play and no
-- Draw Pile: three turns to muster a warrior.
function T.draw_step(seat)
  local me = cv.player(seat)
  cv.set_var(me, "turns", (var(me, "turns") or 0) + 1)
  for s = 1, cv.nplayers() do
    for _, w in ipairs(lib.warriors(s)) do if var(w, "transferred") and s == seat then cv.set_var(w, "transferred", nil, "quiet") end end
  end
  for s = 1, cv.nplayers() do cv.set_var(cv.player(seat), "sabotaged:" .. s, nil, "quiet") end
  if #cv.zone("draw", seat) == 0 and not lib.has_combatant(seat) and not var(me, "grace") then
    cv.set_var(me, "grace", 3)
    cv.log("%s has no draw pile and no warrior: three turns to muster one", cv.player_name(seat))
  end
  cv.window("predraw")
  if cv.over() then return end
  if seat == T.first_player() and var(me, "turns") == 1 then
    cv.log("the first player's first turn: no Draw step")
  else
    local n = hand_limit(seat) - #cv.zone("hand", seat)
    if n > 0 then draw(seat, n) end
  end
  T.check_piles()
end

-- If both players run out of cards from their draw piles, the game ends;
-- a tie plays on until one leads.
function T.check_piles()
  if var(cv.GAME, "piles_out") then return end
  for _, s in ipairs(lib.order_from(1)) do
    if #cv.zone("draw", s) > 0 then return end
  end
  cv.set_var(cv.GAME, "piles_out", true)
  cv.log("every draw pile is empty: the game ends when one player leads in Promotion Points")
  lib.check_winner()
end

-- Step Two: Actions. Up to three (the option actions; more when a card
-- gives them); a Tactical Action ends them; the additional Tactical Actions
-- a card gives follow it.
function T.action_step(seat)
  cv.set_var(cv.GAME, "actions_left", tonumber(cv.options.actions) + (var(cv.GAME, "gained_actions") or 0))
  local n = 0
  while not cv.over() do
    cv.settle() -- state checks before the options are worked out
    if cv.over() then break end
    local left = var(cv.GAME, "actions_left") or 0
    local xt, xs = lib.extra_tactical(seat)
    local acts, why = {}, nil
    if left > 0 then
      acts, why = T.action_list(seat, left) dedupe(acts)
    elseif xt + xs > 0 then
      acts = T.tactical_list(seat, true, xt > 0) dedupe(acts)
    end
    -- each option with the first card its label names (what a host or a
    -- policy may show or read: it is not part of the decision's hash)
    local opts = {}
    for _, a in ipairs(acts) do
      opts[#opts + 1] = { label = a.label .. (a.cost > 1 and (" (" .. a.cost .. " actions)") or ""), act = a,
        card = a.ids and a.ids[1] }
    end
    if not why then
      for _, o in ipairs(T.play_options("turn", seat, {})) do
        opts[#opts + 1] = { label = o.label, free = o, card = o.card }
      end
      -- "turn" abilities of cards in play: used at no action's cost.
      for _, o in ipairs(cv.abilities("turn", seat)) do
        opts[#opts + 1] = { label = o.label, card = o.card, free = { label = o.label, cause = cv.name(o.card) .. ": turn",
          run = function() cv.run_ability(o.card, o.ability, { player = seat, word = "turn" }) end } }
      end
    end
    if #opts == 0 then break end
    opts[#opts + 1] = { label = "end actions", stop = true }
    local more = xt + xs > 0 and ("; " .. (xt + xs) .. " additional Tactical Action" .. (xt + xs == 1 and "" or "s")) or ""
    local prompt = "Action " .. (n + 1) .. " (" .. left .. " left" .. more .. ")" .. (why and (": " .. why) or "")
    local pick = cv.choose(seat, prompt, opts, { ask = true })
    if pick.stop then break end
    if pick.free then
      cv.because(pick.free.cause or pick.free.label, pick.free.run)
    else
      local a = pick.act
      if left > 0 then
        cv.set_var(cv.GAME, "actions_left", left - a.cost, "quiet")
      else
        -- an additional Tactical Action: a Sabotage uses a Sabotage-only one first
        local k = (a.tactical == "sabotage" and xs > 0) and "extra_sabotage" or "extra_tactical"
        local m = (k == "extra_sabotage" and xs or xt) - 1
        cv.set_var(cv.GAME, k, m > 0 and m or nil, { quiet = true, ["until"] = "turn" })
      end
      n = n + 1
      if a.tactical then cv.set_var(cv.GAME, "_tactical_done", true, { quiet = true, ["until"] = "turn" }) end
      cv.because("action: " .. a.label, a.run)
      if a.tactical then
        -- a Tactical Action is the last; unused actions are lost
        cv.set_var(cv.GAME, "actions_left", 0, "quiet")
      end
      if not cv.over() then cv.event("action", { player = seat, label = a.label }) end
    end
  end
end

-- Step Three: Discard. The pre-discard window, then one optional discard.
function T.discard_step(seat)
  cv.window("prediscard")
  if cv.over() then return end
  local opts = { { label = "discard nothing" } }
  for _, c in ipairs(cv.zone("hand", seat)) do opts[#opts + 1] = { label = "discard " .. cv.name(c), card = c } end
  if #opts > 1 then
    local pick = cv.choose(seat, "Discard a card?", opts, { ask = true })
    if pick.card then cv.move(pick.card, "discard", seat, 1) end
  end
  -- No Warriors in play and no Draw Pile: the current turn plus two more.
  local me = cv.player(seat)
  local g = var(me, "grace")
  if g then
    if lib.has_combatant(seat) then
      cv.set_var(me, "grace", nil)
    elseif g <= 1 then
      lib.lose(seat, "had no warrior for three turns with an empty draw pile")
    else
      cv.set_var(me, "grace", g - 1)
    end
  end
end

-- The turn's phases: draw, actions, discard.
T.phases = {
  { name = "draw", run = T.draw_step },
  { name = "actions", run = T.action_step },
  { name = "discard", run = T.discard_step },
}

return T
