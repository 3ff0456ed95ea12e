-- Halo TCG: set-up and the turn (GAME SETUP PROCEDURE; PLAYING THE GAME;
-- the eight phases; WINNING THE GAME).

local cv, ipairs = cv, ipairs -- upvalues: cheaper than the sandbox's global lookups
local def, var, owner = cv.def, cv.var, cv.owner
local phases = {}
local lib, play, ships, decks

function phases.init(l, p, s, d) lib, play, ships, decks = l, p, s, d end


-- ---- set-up -------------------------------------------------------------------

local function deck_error(deck, line, msg)
  error(deck.file .. (line and (":" .. line) or "") .. ": " .. msg, 0)
end

-- BUILDING YOUR DECK (the parts the slice checks): one Hero, nine sites
-- numbered 1 to 9, no sites in the draw deck.
local ZONES = { { "draw", "deck" }, { "hand", "hidden" }, { "adventure", "hidden" },
  { "company", "inplay" }, { "support", "inplay" }, { "shadow", "inplay" },
  { "discard", "" }, { "dead", "" }, { "stacked", "" }, { "removed", "" } }

-- Each player's zones. "shadow" holds the minions a player plays; "stacked"
-- holds stacked cards, which are inactive (Stack).
function phases.zones(seat)
  for _, z in ipairs(ZONES) do cv.zone_add(z[1], seat, z[2]) end
end

function phases.shared_zones()
  cv.zone_add("path", nil, "inplay") -- the adventure path, site 1 first
end

local function build_player(seat, deck)
  phases.zones(seat)
  local hero, sites = nil, {}
  for _, e in ipairs(deck.cards) do
    for _ = 1, e.count do
      local c = cv.card_new(e.key, seat, "draw", seat)
      local d = def(c)
      if d.kind == "site" then
        if sites[d.site] then
          deck_error(deck, e.line, "a second site numbered " .. d.site ..
            " (an adventure deck has one site of each number 1-9)")
        end
        sites[d.site] = c
        cv.move(c, "adventure", seat)
      elseif d.hero and not hero then
        hero = c
        cv.move(c, "company", seat)
        cv.set_var(cv.player(seat), "hero", c)
      end
    end
  end
  if not hero then deck_error(deck, nil, "no Hero (a deck needs exactly one Hero)") end
  for n = 1, 9 do
    if not sites[n] then deck_error(deck, nil, "no site " .. n .. " in the adventure deck") end
  end
end

-- Bid to see who goes first (GAME SETUP PROCEDURE). The rulebook gives no
-- currency, so the option first_player decides (docs/halo.md): 'random'
-- draws a seat from the game's seed; 'bid': each player in seat order bids
-- 0-5 twilight tokens, the highest bid goes first (ties drawn from the
-- seed) and those tokens are added to the pool at the start of the
-- winner's first turn; a number names the seat.
local function choose_first()
  local o = cv.options.first_player
  if o == "random" then return math.random(cv.nplayers()) end
  if o == "bid" then
    local best, tied = -1, {}
    for seat = 1, cv.nplayers() do
      local opts = {}
      for b = 0, 5 do opts[#opts + 1] = { label = "bid " .. b .. " twilight", bid = b } end
      local bid = cv.choose(seat, "Bid to go first", opts).bid
      cv.log("%s bids %d", cv.player_name(seat), bid)
      if bid > best then best, tied = bid, { seat } elseif bid == best then tied[#tied + 1] = seat end
    end
    local first = tied[math.random(#tied)]
    cv.set_pool(cv.player(first), "bid", best)
    return first
  end
  local seat = tonumber(o)
  if seat > cv.nplayers() then error("option first_player=" .. o .. ": there are only " ..
    cv.nplayers() .. " players", 0) end
  return seat
end

function phases.first_player() return var(cv.GAME, "first") end

-- Starting company: the Hero plus companions from the draw deck, total
-- twilight cost 6 (the option starting_company_cost) or less, no twilight added,
-- "when you play" text works.
local function starting_company(seat)
  cv.set_var(cv.GAME, "player", seat, "quiet")
  local hero = var(cv.player(seat), "hero")
  local spent = cv.value(hero, "cost")
  local most = tonumber(cv.options.starting_company_cost)
  while true do
    local opts = { { label = "done: start with this company" } }
    for _, c in ipairs(cv.zone("draw", seat)) do
      local d = def(c)
      if d.kind == "companion" and spent + cv.value(c, "cost") <= most and play.can_play(c, seat) then
        local dup = false
        for _, o in ipairs(opts) do if o.card and def(o.card).title == d.title then dup = true end end
        if not dup then
          opts[#opts + 1] = { label = "start with " .. cv.name(c) .. " (cost " .. cv.value(c, "cost") .. ")", card = c }
        end
      end
    end
    local pick = cv.choose(seat, "Starting company (total cost " .. spent .. " of " .. most .. "): add a companion?",
      opts)
    if not pick.card then break end
    spent = spent + cv.value(pick.card, "cost")
    play.put(pick.card, seat, { starting = true })
  end
end

function phases.setup(list)
  if #list < 2 or #list > 5 then error("Halo is for 2 to 5 players (got " .. #list .. ")", 0) end
  for _, deck in ipairs(list) do decks.check(deck) end
  cv.set_var(cv.GAME, "setting_up", true, "quiet")
  phases.shared_zones()
  for seat, deck in ipairs(list) do build_player(seat, deck) end
  local first = choose_first()
  cv.set_var(cv.GAME, "first", first)
  cv.log("%s goes first", cv.player_name(first))
  -- First player plays site 1; every company starts there.
  for _, c in ipairs(cv.zone("adventure", first)) do
    if def(c).site == 1 then cv.move(c, "path") end
  end
  for seat = 1, #list do cv.set_var(cv.player(seat), "site", 1) end
  local n = #list
  for i = 0, n - 1 do starting_company((first - 1 + i) % n + 1) end
  cv.set_var(cv.GAME, "player", nil, "quiet")
  cv.set_var(cv.GAME, "setting_up", nil, "quiet")
  for seat = 1, n do
    cv.shuffle("draw", seat)
    lib.draw(seat, lib.hand_limit(seat))
  end
end

-- A position (docs/positions.md): each player's 'site' (default 1) and
-- Hero (the companion with the hero keyword in the company).
function phases.position(spec, refs)
  if #spec.players < 2 or #spec.players > 5 then
    error("players: Halo is for 2 to 5 players, this position has " .. #spec.players, 0)
  end
  for seat, p in ipairs(spec.players) do
    local me = cv.player(seat)
    cv.set_var(me, "site", p.site or var(me, "site") or 1)
    for _, c in ipairs(cv.zone("company", seat)) do
      if def(c).hero then cv.set_var(me, "hero", c) break end
    end
  end
  if spec.first then cv.set_var(cv.GAME, "first", spec.first) end
end

-- ---- moving (COMPANY PHASE: Moving your company) --------------------------------

-- Move limit: 2 in a two-player game, else the number of opponents at the
-- start; modifiable (Move limit).
function phases.move_limit(seat) return lib.move_limit(seat) end

local function site_at(n)
  for _, s in ipairs(cv.zone("path")) do
    if def(s).site == n then return s end
  end
  return nil
end

-- Who places a new site: in two players, the one Shadow player; else the
-- arrow of the site being left ([right arrow] = the Shadow player to the
-- right).
local function site_placer(fp, from)
  local arrow = from and def(from).arrow or "right"
  if arrow == "left" then return lib.next_player(fp) end
  return lib.shadow_players()[1] -- the Shadow player to the right
end

function phases.move(fp)
  local me = cv.player(fp)
  local at = var(me, "site")
  local from = site_at(at)
  cv.event("leaves", { player = fp, site = from })
  local to = site_at(at + 1)
  if not to then
    local placer = site_placer(fp, from)
    for _, s in ipairs(cv.zone("adventure", placer)) do
      if def(s).site == at + 1 then to = s end
    end
    if not to then error("no site " .. (at + 1) .. " in " .. cv.player_name(placer) ..
      "'s adventure deck (in a position file, give that player adventure = { ... } with the " ..
      "sites still to come, or put them on the path)", 0) end
    cv.move(to, "path")
  end
  cv.set_var(me, "site", at + 1)
  cv.set_var(me, "moves", (var(me, "moves") or 0) + 1, "quiet")
  -- The Shadow number as modified (a card may raise it; the option
  -- shadow_number adds to every site's), never below zero; and the
  -- option companion_twilight for each companion (1).
  local companions = #lib.companions(fp) * tonumber(cv.options.companion_twilight)
  local shadow = math.max(0, cv.value(to, "shadow") + tonumber(cv.options.shadow_number))
  cv.log("%s's company moves to site %d, %s: twilight +%d (Shadow number) +%d (companions)",
    cv.player_name(fp), at + 1, def(to).title, shadow, companions)
  lib.add_twilight(shadow + companions)
  cv.event("arrives", { player = fp, site = to })
end

-- ---- reconciling (REGROUP PHASE: Shadow players reconcile) -----------------------

local function reconcile(seat, section)
  cv.because("rule: " .. section .. " (" .. cv.player_name(seat) .. " reconciles)", function()
    local limit = lib.hand_limit(seat)
    local hand = cv.zone("hand", seat)
    if #hand > 0 then
      local opts = { { label = "discard nothing" } }
      for _, c in ipairs(hand) do opts[#opts + 1] = { label = "discard " .. cv.name(c), card = c } end
      local pick = cv.choose(seat, "Reconcile: you may discard one card", opts)
      if pick.card then cv.move(pick.card, "discard", seat) end
    end
    if #cv.zone("hand", seat) < limit then
      lib.draw(seat, limit - #cv.zone("hand", seat))
    end
    while #cv.zone("hand", seat) > limit do
      local c = lib.choose_card(seat, "Reconcile: discard down to " .. limit, cv.zone("hand", seat))
      cv.move(c, "discard", seat)
    end
  end)
end

-- ---- assignment (ASSIGNMENT PHASE) -------------------------------------------------

-- Characters who may defend: companions, and allies whose home is the
-- company's site; AIs never skirmish unless a card says so (ALLIES, AIs);
-- only active cards (ACTIVE CARD).
local function defenders(fp)
  local out = {}
  for _, c in ipairs(lib.companions(fp)) do
    if cv.active(c) and (not lib.has(c, "ai") or var(c, "may_skirmish")) then out[#out + 1] = c end
  end
  local site = var(cv.player(fp), "site")
  for _, c in ipairs(cv.zone("support", fp)) do
    local d = def(c)
    if d.kind == "ally" and cv.active(c) and (cv.value(c, "home") == site or var(c, "may_skirmish"))
      and (not lib.has(c, "ai") or var(c, "may_skirmish")) then
      out[#out + 1] = c
    end
  end
  return out
end

local function unassigned_minions()
  local out = {}
  for _, m in ipairs(lib.minions()) do
    if not cv.link(m, "assigned") then out[#out + 1] = m end
  end
  return out
end

-- Free Peoples assigns: one-on-one, except that defender +X lets a
-- companion take X more unassigned minions (Assign defenders).
local function fp_assigns(fp, pool)
  while not cv.over() do
    local opts = { { label = "done assigning" } }
    for _, c in ipairs(defenders(fp)) do
      local taken = #cv.linked("assigned", c)
      local room = 1 + cv.value(c, "defender") - taken
      if room > 0 then
        for _, m in ipairs(pool or unassigned_minions()) do
          if cv.active(m) and not cv.link(m, "assigned") then
            opts[#opts + 1] = { label = "assign " .. cv.name(c) .. " to " .. cv.name(m), c = c, m = m }
          end
        end
      end
    end
    if #opts == 1 then return end
    local pick = cv.choose(fp, "Assign defenders", opts, { ask = true })
    if not pick.c then return end
    cv.set_link(pick.m, "assigned", pick.c)
  end
end

-- Shadow players assign their leftover minions, counter-clockwise, to any
-- defending character, even one already assigned.
local function shadow_assigns(fp, pool)
  for _, s in ipairs(lib.shadow_players()) do
    for _, m in ipairs(pool or unassigned_minions()) do
      if owner(m) == s and cv.active(m) and not cv.link(m, "assigned") then
        local c = lib.choose_card(s, "Assign " .. cv.name(m) .. " to a companion", defenders(fp))
        if c then cv.set_link(m, "assigned", c) end
      end
    end
  end
end

local function any_assigned()
  for _, m in ipairs(lib.minions()) do
    if cv.link(m, "assigned") then return true end
  end
  return false
end

-- ---- skirmishes (SKIRMISH PHASE(S)) ---------------------------------------------------

-- Resolves the skirmish of defending character d (Resolve that skirmish).
local function skirmish(d)
  local attackers = lib.attackers(d)
  if #attackers == 0 or not cv.is_in_play(d) then return end -- no skirmish
  cv.scope("skirmish", function()
    cv.set_var(cv.GAME, "skirmish", d, { quiet = true, ["until"] = "skirmish" })
    local names = {}
    for _, m in ipairs(attackers) do
      cv.set_var(m, "_skirmish", d, { quiet = true, ["until"] = "skirmish" }) -- lib.skirmish_sides
      names[#names + 1] = cv.name(m)
    end
    cv.log("skirmish: %s against %s", cv.name(d), table.concat(names, ", "))
    cv.window("skirmish")
    if cv.over() then return end
    if var(cv.GAME, "skirmish_cancelled") then
      cv.log("the skirmish is cancelled: no winner")
      return
    end
    -- A side emptied during the skirmish resolves at zero.
    local fpside, shside = lib.skirmish_sides(d)
    lib.resolve_contest{ fp = fpside, shadow = shside, stat = "strength", what = "skirmish",
      overwhelm = lib.kill, hurt = lib.wound }
  end)
  for _, m in ipairs(cv.linked("assigned", d)) do cv.set_link(m, "assigned", nil) end
end

-- The skirmishes the Free Peoples player may choose next: one per
-- defending character with minions assigned; a skirmish involving a
-- lurker minion comes after all others (Keywords).
local function next_skirmishes(fp)
  local normal, lurking = {}, {}
  for _, c in ipairs(defenders(fp)) do
    local att = lib.attackers(c)
    if #att > 0 then
      local lurk = false
      for _, m in ipairs(att) do if lib.has(m, "lurker") then lurk = true end end
      if lurk then lurking[#lurking + 1] = c else normal[#normal + 1] = c end
    end
  end
  return #normal > 0 and normal or lurking
end

-- The surviving fierce minions (FIERCE SKIRMISHES).
local function fierce_minions()
  local out = {}
  for _, m in ipairs(lib.minions()) do
    if lib.has(m, "fierce") then out[#out + 1] = m end
  end
  return out
end

-- ---- the phases -----------------------------------------------------------------

-- The company phase's first step, before anything that triggers at its
-- start: reset the twilight pool (COMPANY PHASE), so "at the start of the
-- company phase, add (1)" adds to the new pool.
local function company_begin(fp)
  cv.set_var(cv.player(fp), "moves", 0, "quiet")
  cv.set_pool(cv.GAME, "twilight", 0)
end

local function company(fp)
  local me = cv.player(fp)
  local bid = cv.pool(me, "bid")
  if bid > 0 then -- the winning bid, paid on the bidder's first turn
    cv.because("rule: Bid to see who goes first", function()
      lib.add_twilight(bid)
      cv.set_pool(me, "bid", 0)
    end)
  end
  -- Healing at a sanctuary: up to 5 wounds (the option sanctuary_heal) at
  -- the start of the turn.
  local site = site_at(var(me, "site"))
  if site and def(site).sanctuary then
    cv.because("rule: Healing (at a sanctuary)", function()
      for _ = 1, tonumber(cv.options.sanctuary_heal) do
        local hurt = {}
        for _, c in ipairs(lib.companions(fp)) do
          if lib.can_heal(c) then hurt[#hurt + 1] = { label = "heal " .. cv.name(c), card = c } end
        end
        if #hurt == 0 then break end
        table.insert(hurt, 1, { label = "stop healing" })
        local pick = cv.choose(fp, "Sanctuary: heal a companion?", hurt, { ask = true })
        if not pick.card then break end
        lib.heal(pick.card)
      end
    end)
  end
  cv.window("company")
  if cv.over() then return end
  cv.because("rule: Moving your company", phases.move, fp)
end

local function shadow(fp)
  for _, s in ipairs(lib.shadow_players()) do
    if cv.over() then return end
    cv.set_var(cv.GAME, "acting", s, "quiet")
    cv.log("%s's Shadow actions", cv.player_name(s))
    cv.window("shadow")
  end
  cv.set_var(cv.GAME, "acting", nil, "quiet")
  if not lib.any_attackers() then
    cv.log("no minions in play: straight to the regroup phase")
    return "regroup"
  end
end

local function maneuver() cv.window("maneuver") end

-- Sniping fire: minion snipers wound companions (assigned by the Free
-- Peoples player), company snipers wound minions (assigned by a Shadow
-- player the Free Peoples player chooses); one wound at a time; leftovers
-- are ignored.
local function sniping(fp)
  cv.window("sniping")
  if cv.over() then return end
  local minion_total = lib.sniping_total("minion")
  for _, m in ipairs(lib.minions()) do
    if lib.has(m, "sniper") then minion_total = minion_total + 1 end
  end
  local company_total = lib.sniping_total("company")
  for _, c in ipairs(defenders(fp)) do
    if lib.has(c, "sniper") then company_total = company_total + 1 end
  end
  minion_total, company_total = math.max(minion_total, 0), math.max(company_total, 0)
  cv.log("sniping totals: minions %d, company %d", minion_total, company_total)
  -- What sniping actions added lasts until this sniping fire.
  for _, pool in ipairs({ "minion_sniping", "company_sniping" }) do
    if cv.pool(cv.GAME, pool) > 0 then cv.set_pool(cv.GAME, pool, 0) end
  end
  for _ = 1, minion_total do
    local c = lib.choose_card(fp, "Assign a minion sniping wound", defenders(fp))
    if not c or cv.over() then break end
    lib.wound(c)
  end
  if company_total > 0 and not cv.over() then
    local shadows = lib.shadow_players()
    local opts = {}
    for _, s in ipairs(shadows) do opts[#opts + 1] = { label = cv.player_name(s), seat = s } end
    local who = cv.choose(fp, "Choose the Shadow player who assigns company sniping wounds", opts).seat
    for _ = 1, company_total do
      local mine = {}
      for _, m in ipairs(lib.minions()) do
        if owner(m) == who then mine[#mine + 1] = m end
      end
      local m = lib.choose_card(who, "Assign a company sniping wound", mine)
      if not m or cv.over() then break end
      lib.wound(m)
    end
  end
  if not lib.any_attackers() then return "regroup" end
end

-- FIERCE SKIRMISHES: "Players complete another assignment phase, where
-- they may assign a defender to each fierce minion", then a skirmish phase
-- for each fierce skirmish (the engagement phases are not repeated).
local function fierce_assignment(fp)
  local fierce = fierce_minions()
  cv.because("rule: FIERCE SKIRMISHES", function()
    cv.window("assignment")
    if cv.over() then return end
    fp_assigns(fp, fierce)
    shadow_assigns(fp, fierce)
  end)
  if cv.over() then return end
  if #next_skirmishes(fp) == 0 then
    cv.set_var(cv.GAME, "fierce_round", nil, "quiet")
    cv.log("no fierce skirmish: straight to the regroup phase")
    return "regroup"
  end
  return "skirmish"
end

local function assignment(fp)
  if var(cv.GAME, "fierce_round") then return fierce_assignment(fp) end
  cv.window("assignment")
  if cv.over() then return end
  -- The Free Peoples player assigns companions and ships first; then the
  -- Shadow players assign what is left (Assign defenders).
  cv.because("rule: Assign defenders", fp_assigns, fp)
  cv.because("rule: assign defending ships", ships.fp_assign, fp)
  cv.because("rule: Shadow players assign leftover minions", shadow_assigns, fp)
  cv.because("rule: Shadow players assign leftover ships", ships.shadow_assign, fp)
  if not any_assigned() and not ships.any_assigned() then
    cv.log("nothing is assigned: straight to the regroup phase")
    return "regroup"
  end
end

-- ENGAGEMENT PHASE(S): "each defending ship will fight in a separate
-- engagement phase": one engagement each, then the next phase for the
-- next engagement (ships.engagement).
local function engagement(fp)
  if ships.engagement(fp) then return "engagement" end
end

local function no_engagement(fp) return not ships.any_engagement(fp) end

-- SKIRMISH PHASE(S): "Each defending companion will fight in a separate
-- skirmish phase": the Free Peoples player chooses one skirmish, which is
-- fought and resolved; then the next skirmish phase, if any is left. After
-- the last, surviving fierce minions are defended against again: another
-- assignment phase, then a skirmish phase for each fierce skirmish.
local function skirmish_phase(fp)
  local pool = next_skirmishes(fp)
  if #pool > 0 then
    skirmish(lib.choose_card(fp, "Choose the next skirmish", pool))
    if cv.over() then return end
    if #next_skirmishes(fp) > 0 then return "skirmish" end
  end
  if var(cv.GAME, "fierce_round") then
    cv.set_var(cv.GAME, "fierce_round", nil, "quiet")
    return nil
  end
  if #fierce_minions() > 0 then
    cv.set_var(cv.GAME, "fierce_round", true, "quiet")
    return "assignment"
  end
end

-- No skirmish phase when no skirmish is left to fight and no fierce round
-- is due.
local function no_skirmish(fp)
  if #next_skirmishes(fp) > 0 then return false end
  return var(cv.GAME, "fierce_round") or #fierce_minions() == 0
end

-- WINNING THE GAME: at site 9 with the Hero alive after all skirmishes.
local function check_win(fp)
  local me = cv.player(fp)
  local hero = var(me, "hero")
  if var(me, "site") == 9 and hero and cv.is_in_play(hero) then
    cv.end_game(cv.player_name(fp) .. " wins: the company reached site 9 and the Hero survived", { fp })
    return true
  end
  return false
end

-- The regroup phase's first step: no fierce round is left open (one whose
-- assignment assigned nothing, say).
local function regroup_begin(fp)
  if var(cv.GAME, "fierce_round") then cv.set_var(cv.GAME, "fierce_round", nil, "quiet") end
end

local function regroup(fp)
  if check_win(fp) then return end
  cv.window("regroup")
  if cv.over() then return end
  for _, s in ipairs(lib.shadow_players()) do reconcile(s, "Shadow players reconcile") end
  local me = cv.player(fp)
  local moves, limit = var(me, "moves") or 0, phases.move_limit(fp)
  local again = false
  if moves < limit and var(me, "site") < 9 then
    local pick = cv.choose(fp, "Regroup: move again (" .. moves .. " of " .. limit ..
      " moves made) or stay?", { "move again", "stay: reconcile and end the turn" }, { ask = true })
    again = pick == "move again"
  end
  if again then
    cv.because("rule: Moving your company", phases.move, fp)
    return "shadow"
  end
  reconcile(fp, "Free Peoples player chooses")
  cv.because("rule: end of turn: Shadow players discard their minions", function()
    for _, m in ipairs(lib.shadow_minions()) do lib.discard(m) end
  end)
end

-- A phase is skipped when a card says so ("while you can spot a [Flood]
-- minion, skip the sniping phase"): see lib.phase_skipped.
local function skippable(name)
  return function(fp) return lib.phase_skipped(name, fp) end
end

phases.list = {
  { name = "company", begin = company_begin, run = company },
  { name = "shadow", run = shadow },
  { name = "maneuver", run = maneuver, skip = skippable("maneuver") },
  { name = "sniping", run = sniping, skip = skippable("sniping") },
  { name = "assignment", run = assignment },
  { name = "engagement", run = engagement, skip = no_engagement },
  { name = "skirmish", run = skirmish_phase, skip = no_skirmish },
  { name = "regroup", begin = regroup_begin, run = regroup },
}

return phases
