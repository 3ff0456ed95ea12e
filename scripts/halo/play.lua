-- Halo TCG: playing cards (COMPANY PHASE: Perform company actions; SHADOW
-- PHASE(S): Playing Shadow cards; TIMING WORDS for events; COSTS AND
-- EFFECTS; UNIQUENESS).

local cv, ipairs = cv, ipairs -- upvalues: cheaper than the sandbox's global lookups
local def, var, owner = cv.def, cv.var, cv.owner
local play = {}
local lib

function play.init(l) lib = l end

local FP_KINDS = { companion = true, ally = true, possession = true, artifact = true,
  condition = true, ship = true }
local SHADOW_KINDS = { minion = true, possession = true, artifact = true, condition = true,
  ship = true }

-- The site number the Free Peoples player's company is at.
local function current_site()
  return var(cv.player(lib.fp()), "site") or 1
end

-- Roaming: a minion played to a site numbered below its own site number
-- costs the roaming penalty more (SHADOW PHASE(S)). The minion's site
-- number is its modified value, as every rule reads it.
function play.roaming(c)
  local d = def(c)
  if d.kind ~= "minion" then return 0 end
  if current_site() >= cv.value(c, "site") then return 0 end
  -- A few sites reduce the roaming penalty (a site's `roaming_reduction`).
  local penalty = tonumber(cv.options.roaming_penalty)
  for _, s in ipairs(cv.zone("path")) do
    if def(s).site == current_site() then
      penalty = penalty - cv.value(s, "roaming_reduction")
    end
  end
  return penalty > 0 and penalty or 0
end

-- What playing c costs 'seat' in twilight: added for Free Peoples cards,
-- removed (cost plus roaming) for Shadow cards.
function play.cost(c)
  return cv.value(c, "cost") + play.roaming(c)
end

-- Toil X (as the Lord of the Rings TCG defines it): for each character of the card's
-- culture that you exert when playing it, its twilight cost is -X: each
-- character once, however many times it could exert. These are the
-- characters 'seat' could exert for card c, less those in the set 'done'
-- (exerted for it already). X is the modified value.
function play.toilers(c, seat, done)
  local d = def(c)
  local out = {}
  if cv.value(c, "toil") <= 0 then return out end
  for _, x in ipairs(lib.cards(lib.is_character)) do
    -- Your own characters; for a Shadow card, any Shadow player's minion
    -- (You may exert another player's minion to pay a cost, SHADOW PHASE(S)).
    local mine = owner(x) == seat or (d.side == "shadow" and lib.is(x, "minion"))
    if mine and def(x).culture == d.culture and lib.can_exert(x) and not (done and done[x]) then
      out[#out + 1] = x
    end
  end
  return out
end

-- The least twilight c can cost 'seat' now (toil exertions included).
function play.min_cost(c, seat)
  local cost = play.cost(c) - #play.toilers(c, seat) * cv.value(c, "toil")
  return cost > 0 and cost or 0
end

-- Asks which characters to exert for toil; returns the cost left. For a
-- Shadow card, stopping is offered only once the pool can pay what is left
-- (costs must be fully payable, COSTS AND EFFECTS).
local function pay_toil(c, seat)
  local cost, toil = play.cost(c), cv.value(c, "toil")
  local from_pool = def(c).side ~= "free"
  local done = {} -- the characters exerted for c: each counts once
  while cost > 0 do
    local list = play.toilers(c, seat, done)
    if #list == 0 then break end
    local opts = {}
    if not from_pool or lib.twilight() >= cost then
      opts[1] = { label = "exert no more (cost " .. cost .. ")" }
    end
    for _, x in ipairs(list) do
      opts[#opts + 1] = { label = "exert " .. cv.name(x) .. " (toil: cost -" .. toil .. ")", card = x }
    end
    local pick = cv.choose(seat, "Toil " .. toil .. ": exert characters to pay for " .. cv.name(c) .. "?",
      opts, { ask = true })
    if not pick.card then break end
    lib.exert(pick.card)
    done[pick.card] = true
    cost = cost - toil
  end
  return cost > 0 and cost or 0
end

-- Titles already in play for a player (Unique cards).
local function title_in_play(seat, title, zones)
  for _, z in ipairs(zones) do
    for _, c in ipairs(cv.zone(z, seat)) do
      if def(c).title == title then return true end
    end
  end
  return false
end

-- Unique Free Peoples cards: one per player in play, and none while a copy
-- of a unique companion or ally is in the dead pile (Killed).
local function fp_unique_ok(c, seat)
  local d = def(c)
  if not d.unique then return true end
  if title_in_play(seat, d.title, { "company", "support" }) then return false end
  for _, x in ipairs(cv.zone("dead", seat)) do
    if def(x).title == d.title then return false end
  end
  -- borne uniques (possessions) anywhere on this player's characters
  for _, z in ipairs({ "company", "support" }) do
    for _, ch in ipairs(cv.zone(z, seat)) do
      for _, b in ipairs(lib.borne(ch)) do
        if def(b).title == d.title then return false end
      end
    end
  end
  return true
end

-- Unique Shadow cards: none while an active copy is in play.
local function shadow_unique_ok(c)
  local d = def(c)
  if not d.unique then return true end
  return lib.spot(function(x) return def(x).title == d.title and x ~= c end) == nil
end

-- Playing companions: at most ten (the option company_limit) in play and in
-- the dead pile together (companions killed while staffing ships, flipped,
-- do not count).
function play.company_count(seat)
  local n = #lib.companions(seat)
  for _, c in ipairs(cv.zone("dead", seat)) do
    if lib.is(c, "companion") and not var(c, "flipped") then n = n + 1 end
  end
  return n
end

-- The characters and ships that may bear c: "bearer must be" (def.bearer),
-- one item of each class (Class), and by default the playing player's own
-- active characters and ships of c's side: Free Peoples cards in the
-- company and support area, Shadow cards on his minions and his Shadow
-- ships in his support area, never on another Shadow player's (Playing
-- Shadow cards), nor on an inactive card ("not affected by the game",
-- ACTIVE CARD).
local FREE_ZONES, SHADOW_ZONES = { "company", "support" }, { "shadow", "support" }

-- The playing player's active cards of 'side' where a card of that side
-- may be played on them, before any card's own requirements.
local function bearer_pool(side, seat)
  local pool = {}
  local zones = side == "free" and FREE_ZONES or SHADOW_ZONES
  for zi = 1, 2 do
    local list = cv.zone(zones[zi], seat)
    for i = 1, #list do
      local x = list[i]
      if def(x).side == side and cv.active(x) then pool[#pool + 1] = x end
    end
  end
  return pool
end

-- 'pools' (optional): bearer_pool's lists by side, kept by a caller that
-- asks for many cards of one state.
function play.bearers(c, seat, pools)
  local d = def(c)
  local out = {}
  local pool
  if d.bearer_any then
    pool = lib.cards(lib.is_character)
  elseif pools then
    local side = d.side or "none"
    pool = pools[side]
    if not pool then
      pool = bearer_pool(d.side, seat)
      pools[side] = pool
    end
  else
    pool = bearer_pool(d.side, seat)
  end
  for i = 1, #pool do
    local x = pool[i]
    local ok = (lib.is_character(x) or lib.is_ship(x)) and cv.is_in_play(x)
    if ok and d.bearer then ok = d.bearer(c, x) end
    if ok and d.class then
      for _, b in ipairs(lib.borne(x)) do
        if def(b).class == d.class then ok = false end
      end
    end
    if ok then out[#out + 1] = x end
  end
  return out
end

local function needs_bearer(d)
  return (d.kind == "possession" or d.kind == "artifact" or d.kind == "condition")
    and not d.support
end

-- Can 'seat' play card c from hand now (requirements and costs)?
function play.can_play(c, seat)
  local d = def(c)
  if d.can_play and not d.can_play(c, seat) then return false end
  if d.side == "free" then
    if not FP_KINDS[d.kind] or seat ~= lib.fp() then return false end
    if not fp_unique_ok(c, seat) then return false end
    if d.kind == "companion" and play.company_count(seat) >= tonumber(cv.options.company_limit) then
      return false
    end
  else
    if not SHADOW_KINDS[d.kind] or seat == lib.fp() then return false end
    if not shadow_unique_ok(c) then return false end
    if lib.twilight() < play.min_cost(c, seat) then return false end
  end
  if needs_bearer(d) and #play.bearers(c, seat) == 0 then return false end
  return true
end

-- Puts c into play for 'seat', paying its cost unless opts.free.
-- opts.starting: a starting companion (no twilight added).
function play.put(c, seat, opts)
  opts = opts or {}
  local d = def(c)
  if not opts.free and not opts.starting then
    local cost = pay_toil(c, seat)
    if d.side == "free" then lib.add_twilight(cost)
    else
      if lib.twilight() < cost then
        error("cannot pay " .. cost .. " twilight for " .. cv.name(c) .. " (the pool has " ..
          lib.twilight() .. "): exert more characters for toil", 0)
      end
      lib.add_twilight(-cost)
    end
  end
  if needs_bearer(d) then
    local b = lib.choose_card(seat, "Play " .. cv.name(c) .. " on which character?",
      play.bearers(c, seat))
    cv.move(c, cv.where(b))
    cv.set_link(c, "bearer", b)
  elseif d.kind == "companion" then
    cv.move(c, "company", seat)
  elseif d.kind == "minion" then
    cv.move(c, "shadow", seat)
  else
    cv.move(c, "support", seat)
  end
  cv.event("played", { card = c, player = seat })
end

-- The site a Free Peoples character is at: companions at the company's,
-- allies at their home (Transfer of Artifacts and Possessions).
local function site_of(x, seat)
  if lib.is(x, "ally") then return cv.value(x, "home") end
  return var(cv.player(seat), "site")
end

-- Transfers: a possession or artifact moves between two of your
-- characters at the same site, paying its cost again; only to a character
-- who may bear it.
function play.transfers(seat, out)
  local pools = {} -- the bearers' pools, one per side, for every item
  for _, z in ipairs({ "company", "support" }) do
    for _, from in ipairs(cv.zone(z, seat)) do
      for _, item in ipairs(lib.is_character(from) and lib.borne(from) or {}) do
        local k = def(item).kind
        if (k == "possession" or k == "artifact") and owner(item) == seat then
          for _, to in ipairs(play.bearers(item, seat, pools)) do
            if to ~= from and lib.is_character(to) and site_of(to, seat) == site_of(from, seat) then
              out[#out + 1] = {
                label = "transfer " .. cv.name(item) .. " from " .. cv.name(from) .. " to " ..
                  cv.name(to) .. " (twilight +" .. cv.value(item, "cost") .. ")",
                cause = "rule: Transfer of Artifacts and Possessions",
                run = function()
                  lib.add_twilight(cv.value(item, "cost"))
                  cv.set_link(item, "bearer", to)
                  cv.move(item, cv.where(to))
                  cv.event("transferred", { card = item, from = from, to = to })
                end,
              }
            end
          end
        end
      end
    end
  end
end

-- The events in 'seat''s hand playable now for timing word 'word': none
-- once the skirmish or engagement of the window was cancelled, nor in
-- response to what no longer happens (lib.window_live, lib.trigger_gone).
local function event_actions(word, seat, ctx, out)
  if not lib.window_live(word) or (ctx.event and lib.trigger_gone(ctx.event)) then return end
  local fp = lib.fp()
  for _, c in ipairs(cv.cards_with_word("hand", seat, word)) do
    local d = def(c)
    local side_ok = (d.side == "free") == (seat == fp)
    if d.kind == "event" and side_ok then
      local payable = nil -- worked out once an ability fits the timing word
      for _, ab in ipairs(d.abilities or {}) do
        local matches = ab.word == word
        if matches and ctx.event then matches = ab.trigger == ctx.event.name end
        if matches and not ctx.event and ab.trigger then matches = false end
        if matches and payable == nil then
          payable = d.side == "free" or lib.twilight() >= play.min_cost(c, seat)
        end
        if matches and payable and cv.usable(c, ab, { player = seat, event = ctx.event }) then
          out[#out + 1] = {
            label = "play " .. cv.name(c) .. ": " .. (ab.label or ab.text or word),
            cause = cv.name(c) .. ": " .. word .. " event",
            run = function(actx)
              local paid = pay_toil(c, seat)
              if d.side == "free" then lib.add_twilight(paid) else lib.add_twilight(-paid) end
              cv.move(c, "discard", seat)
              -- An interrupt may cancel the event; its costs stay paid (RESPONSE).
              local ev = cv.event("playing", { card = c, player = seat })
              if not ev.cancelled then cv.run_ability(c, ab, actx) end
            end,
          }
        end
      end
    end
  end
end

-- R.actions: what a seat may do in a window besides card abilities.
function play.actions(word, seat, ctx)
  local out = {}
  local fp = lib.fp()
  if word == "company" and seat == fp then
    for _, c in ipairs(cv.zone("hand", seat)) do
      local d = def(c)
      if d.side == "free" and d.kind ~= "event" and play.can_play(c, seat) then
        out[#out + 1] = {
          label = "play " .. cv.name(c) .. " (twilight +" .. play.cost(c) .. ")",
          cause = "rule: Perform company actions (play a card)",
          run = function() play.put(c, seat) end,
        }
      end
    end
    -- Discard a unique companion, ally or ship from hand to heal/repair a
    -- character/ship of the same title.
    for _, c in ipairs(cv.zone("hand", seat)) do
      local d = def(c)
      if d.unique and (d.kind == "companion" or d.kind == "ally" or d.kind == "ship") then
        local ship = d.kind == "ship"
        for _, z in ipairs({ "company", "support" }) do
          for _, x in ipairs(cv.zone(z, seat)) do
            local hurt = ship and lib.is_ship(x) and lib.can_repair(x)
              or (not ship and lib.is_character(x) and lib.can_heal(x))
            if def(x).title == d.title and hurt then
              out[#out + 1] = {
                label = "discard " .. cv.name(c) .. " to " .. (ship and "repair " or "heal ") .. cv.name(x),
                cause = "rule: Perform company actions (discard to heal)",
                run = function()
                  cv.move(c, "discard", seat)
                  if ship then lib.repair(x) else lib.heal(x) end
                end,
              }
            end
          end
        end
      end
    end
    play.transfers(seat, out)
  elseif word == "shadow" and seat ~= fp then
    for _, c in ipairs(cv.zone("hand", seat)) do
      local d = def(c)
      if d.side == "shadow" and d.kind ~= "event" and play.can_play(c, seat) then
        local roam = play.roaming(c)
        out[#out + 1] = {
          label = "play " .. cv.name(c) .. " (twilight -" .. play.cost(c) ..
            (roam > 0 and (", roaming +" .. roam) or "") .. ")",
          cause = "rule: Playing Shadow cards",
          run = function()
            if roam > 0 then cv.log("%s is roaming: %d more twilight", cv.name(c), roam) end
            play.put(c, seat)
          end,
        }
      end
    end
  end
  event_actions(word, seat, ctx, out)
  return out
end

return play
