-- Halo TCG: the card library. Card scripts see this table as 'rules'; the
-- ruleset's procedures use it too. Section names in comments are the
-- rulebook's (the Halo TCG rulebook).

local cv, ipairs = cv, ipairs -- upvalues: cheaper than the sandbox's global lookups
local lib = {}

-- ---- players and sides ------------------------------------------------------

-- The Free Peoples player: the player whose turn it is.
-- e.g. cv.owner(self) == rules.fp()
function lib.fp() return cv.var(cv.GAME, "player") end

-- The Shadow players in the order they act: counter-clockwise from the Free
-- Peoples player's right (SHADOW PHASE(S)). Seats run clockwise, so the
-- player on your right is seat - 1.
-- e.g. for _, s in ipairs(rules.shadow_players()) do rules.draw(s, 1) end
function lib.shadow_players() return cv.seats_from(lib.fp(), -1, true) end

-- Is 'seat' still in the game (LOSING THE GAME)?
-- e.g. rules.in_game(2)
lib.in_game = cv.in_game

-- The players still in the game, in seat order.
-- e.g. #rules.players() > 2
function lib.players() return cv.seats_from(1, 1) end

-- The next player clockwise (to the left) still in the game.
-- e.g. rules.next_player(ctx.player)
function lib.next_player(seat) return cv.next_seat(seat, 1) end

-- Priority for an action window: the Free Peoples player first, then
-- counter-clockwise (MANEUVER PHASE: the action procedure).
-- e.g. rules.priority_order()[1] == rules.fp()
function lib.priority_order()
  local out = { lib.fp() }
  for _, s in ipairs(lib.shadow_players()) do out[#out + 1] = s end
  return out
end

-- The number of twilight tokens in the twilight pool.
-- e.g. can = function(self) return rules.twilight() >= 2 end
function lib.twilight() return cv.pool(cv.GAME, "twilight") end

-- Adds (n > 0) or removes (n < 0) twilight tokens (TWILIGHT POOL).
-- e.g. rules.add_twilight(2)
function lib.add_twilight(n)
  if n ~= 0 then cv.add_pool(cv.GAME, "twilight", n) end
end

-- ---- cards ----------------------------------------------------------------

-- Card c's definition: the table its card file returns.
-- e.g. rules.def(self).title
function lib.def(c) return cv.def(c) end

-- The definition of card key 'key' (before any card of it exists).
-- e.g. rules.card_def("master_chief").cost
function lib.card_def(key) return cv.def_of(key) end
-- Card c's kind: companion, ally, minion, possession, artifact, condition,
-- event, site or ship.
-- e.g. rules.kind(ctx.event.card) == "minion"
function lib.kind(c) return cv.def(c).kind end
-- Card c's side: "free" (Free Peoples) or "shadow".
-- e.g. rules.side(self) == "shadow"
function lib.side(c) return cv.def(c).side end
-- Is card c of kind 'kind'?
-- e.g. rules.is(ctx.event.card, "companion")
function lib.is(c, kind) return cv.def(c).kind == kind end
-- Card c's title.
-- e.g. rules.title(c) == "Master Chief"
function lib.title(c) return cv.def(c).title end

-- Does card c have keyword k? Loaded keywords with a value (damage,
-- defender, toil) count when their value is above zero.
-- e.g. rules.has(c, "fierce")
function lib.has(c, k)
  local d = cv.def(c)
  if d[k] == true then return true end
  if type(d[k]) == "number" then return cv.value(c, k) > 0 end
  for _, w in ipairs(d.keywords or {}) do if w == k then return true end end
  return cv.value(c, k) > 0
end

-- Card c's strength now, modifiers included.
-- e.g. rules.strength(self) >= 8
function lib.strength(c) return cv.value(c, "strength") end
-- Card c's vitality now, modifiers included.
-- e.g. rules.vitality(c) - rules.wounds(c) == 1
function lib.vitality(c) return cv.value(c, "vitality") end
-- The wound tokens on card c.
-- e.g. rules.wounds(self) > 0
function lib.wounds(c) return cv.pool(c, "wounds") end

local CHARACTER = { companion = true, ally = true, minion = true }

-- Characters: companions, allies and minions.
-- e.g. rules.is_character(ctx.event.card)
function lib.is_character(c)
  return CHARACTER[cv.def(c).kind] == true
end

-- The cards borne by c (possessions, conditions), in id order.
-- e.g. #rules.borne(self) == 0
function lib.borne(c) return cv.linked("bearer", c) end
-- The card that bears c (a possession's or condition's bearer), or nil.
-- e.g. rules.pump(rules.bearer(self), "strength", 1, self)
function lib.bearer(c) return cv.link(c, "bearer") end

-- The Free Peoples player's companions in play (the company).
-- e.g. for _, c in ipairs(rules.companions()) do rules.heal(c) end
function lib.companions(seat)
  local out = {}
  for _, c in ipairs(cv.zone("company", seat or lib.fp())) do
    if lib.is(c, "companion") then out[#out + 1] = c end
  end
  return out
end

-- Every minion the Shadow players have in play, active or not, in the
-- order they act: what the end of the turn discards (REGROUP PHASE).
-- e.g. #rules.shadow_minions()
function lib.shadow_minions()
  local out = {}
  for _, s in ipairs(lib.shadow_players()) do
    for _, c in ipairs(cv.zone("shadow", s)) do
      if lib.is(c, "minion") then out[#out + 1] = c end
    end
  end
  return out
end

-- The minions that take part: the active ones, in the order the Shadow
-- players act. "Inactive cards are not affected by the game and do not
-- affect the game" (ACTIVE CARD): the inactive copy of a unique minion is
-- not defended against, assigned, counted, wounded nor fierce.
-- e.g. #rules.minions() >= 3
function lib.minions()
  local out = {}
  for _, c in ipairs(lib.shadow_minions()) do
    if cv.active(c) then out[#out + 1] = c end
  end
  return out
end

-- Spot: is there an active card matching 'pred' (SPOT)?
-- e.g. rules.spot(function(c) return rules.is_culture(c, "UNSC") end)
function lib.spot(pred)
  for _, c in ipairs(cv.active_cards()) do
    if pred(c) then return c end
  end
  return nil
end

-- ---- wounds, exertion, healing (VITALITY) ---------------------------------------

-- A character one wound from death is exhausted and cannot exert.
-- e.g. rules.exhausted(self)
function lib.exhausted(c) return lib.wounds(c) >= lib.vitality(c) - 1 end
-- Can c exert: in play and not exhausted?
-- e.g. can = function(self) return rules.can_exert(self) end
function lib.can_exert(c) return cv.is_in_play(c) and not lib.exhausted(c) end

-- Kills c: Free Peoples characters go to the dead pile, minions to the
-- discard pile, with the cards they bear discarded (Killed).
-- e.g. rules.kill(ctx.event.card)
function lib.kill(c)
  if not cv.is_in_play(c) then return end
  local seat = cv.owner(c)
  local wasfp = lib.side(c) == "free"
  cv.log("%s is killed", cv.name(c))
  lib.discard_borne(c)
  cv.set_link(c, "assigned", nil)
  for _, m in ipairs(cv.linked("assigned", c)) do cv.set_link(m, "assigned", nil) end
  cv.set_pool(c, "wounds", 0)
  -- A companion killed while staffing a ship goes to the dead pile turned
  -- upside-down: it does not count toward the company limit (Characters on
  -- ships).
  if cv.link(c, "staffing") then
    cv.set_link(c, "staffing", nil)
    cv.set_var(c, "flipped", true)
  end
  cv.move(c, wasfp and "dead" or "discard", seat)
  cv.event("killed", { card = c })
  -- Only the player's Hero loses him the game, not another card with the
  -- Hero keyword in his draw deck (LOSING THE GAME).
  if wasfp and cv.var(cv.player(seat), "hero") == c then lib.hero_died(seat) end
end

-- Places n harm tokens on c one at a time (Wounds; Armor: ships take
-- damage "exactly as" characters take wounds). t names the token pool, the
-- value it must stay below, the events around each token ("about to" may be
-- cancelled to prevent one) and what removes the card when the tokens reach
-- that value. Returns the tokens placed.
-- e.g. rules.place_tokens(c, 1, { pool = "wounds", limit = "vitality", about = "about_to_wound", after = "wounded", remove = rules.kill })
function lib.place_tokens(c, n, t)
  local placed = 0
  for _ = 1, (n or 1) do
    if not cv.is_in_play(c) then break end
    local ev = cv.event(t.about, { card = c })
    if not ev.cancelled and cv.is_in_play(c) then
      cv.add_pool(c, t.pool, 1)
      if cv.pool(c, t.pool) >= cv.value(c, t.limit) then t.remove(c) end
      placed = placed + 1
      if cv.is_in_play(c) then cv.event(t.after, { card = c }) end
    end
  end
  return placed
end

local WOUNDS = { pool = "wounds", limit = "vitality", about = "about_to_wound", after = "wounded",
  remove = function(c) lib.kill(c) end }

-- Places one wound on c (a wound, or an exertion) and kills it when its
-- wounds reach its vitality.
local function place_wound(c)
  cv.add_pool(c, "wounds", 1)
  if lib.wounds(c) >= lib.vitality(c) then lib.kill(c) end
end

-- Wounds c n times, one at a time (Wounds). Returns the wounds placed.
-- e.g. rules.wound(rules.skirmish_defender(), 1)
function lib.wound(c, n) return lib.place_tokens(c, n, WOUNDS) end

-- Exerts c n times (default once): each a wound token that wound
-- prevention cannot stop (Exert). "No player may exert a character that is
-- exhausted": an effect exerts as many of the n times as it can and
-- ignores the rest ("perform as much as you can", COSTS AND EFFECTS,
-- Effects); a cost of exertion is one a card's `can` checks with
-- rules.can_exert before it is paid (Costs). Returns the exertions made.
-- e.g. pay = function(self) rules.exert(self) end
function lib.exert(c, n)
  local done = 0
  for _ = 1, (n or 1) do
    if not lib.can_exert(c) then break end
    place_wound(c)
    done = done + 1
    cv.event("exerted", { card = c })
  end
  return done
end

-- Exhausts c: exerts it as many times as it can.
-- e.g. rules.exhaust(self)
function lib.exhaust(c)
  while lib.can_exert(c) do lib.exert(c) end
end

-- Heals one wound; a character with no wound cannot be healed (Healing).
-- e.g. can = function(self) return rules.can_heal(rules.bearer(self)) end
function lib.can_heal(c) return cv.is_in_play(c) and lib.wounds(c) > 0 end
-- Heals one wound from c; returns false, doing nothing, when it has none.
-- e.g. rules.heal(rules.bearer(self))
function lib.heal(c)
  if not lib.can_heal(c) then return false end
  cv.add_pool(c, "wounds", -1)
  return true
end

-- Discards a card from play; the cards it bears go with it (Discard). A
-- discarded character is not killed.
-- e.g. rules.discard(self)
function lib.discard(c)
  lib.discard_borne(c)
  cv.set_link(c, "bearer", nil)
  cv.set_link(c, "assigned", nil)
  for _, m in ipairs(cv.linked("assigned", c)) do cv.set_link(m, "assigned", nil) end
  if cv.pool(c, "wounds") > 0 then cv.set_pool(c, "wounds", 0) end
  cv.move(c, "discard", cv.owner(c))
end

-- Discards every card c bears.
-- e.g. rules.discard_borne(ctx.event.card)
function lib.discard_borne(c)
  for _, b in ipairs(lib.borne(c)) do lib.discard(b) end
end

-- A player whose Hero is killed loses (LOSING THE GAME). With one other
-- player left, that player wins as the only player left (WINNING THE
-- GAME). With two or more left, the loser's marker and cards leave play
-- (opponents' cards on them are discarded), his sites on the path are
-- replaced by opponents' sites of the same numbers, counter-clockwise from
-- the player on his right, and if it was his turn the turn ends.
-- e.g. rules.hero_died(cv.owner(c))
function lib.hero_died(seat)
  if cv.over() then return end
  local others = {}
  for _, s in ipairs(lib.players()) do if s ~= seat then others[#others + 1] = s end end
  if #others == 1 then
    cv.end_game(cv.player_name(others[1]) .. " wins: " .. cv.player_name(seat) ..
      "'s Hero was killed", { others[1] })
    return
  end
  cv.because("rule: " .. cv.player_name(seat) .. " loses the game", function()
    cv.log("%s's Hero was killed: %s leaves the game", cv.player_name(seat), cv.player_name(seat))
    cv.set_var(cv.player(seat), "out", true)
    -- The loser's cards leave play; opponents' cards on them are discarded.
    for _, z in ipairs({ "company", "support", "shadow" }) do
      for _, c in ipairs(cv.zone(z, seat)) do
        if cv.owner(c) ~= seat then
          lib.discard(c)
        elseif cv.is_in_play(c) then
          for _, b in ipairs(lib.borne(c)) do
            if cv.owner(b) ~= seat then lib.discard(b) end
          end
          cv.set_link(c, "bearer", nil)
          cv.set_link(c, "assigned", nil)
          cv.move(c, "removed", seat)
        end
      end
    end
    -- His cards on other players' characters go too.
    for _, c in ipairs(cv.in_play()) do
      if cv.owner(c) == seat and cv.def(c).kind ~= "site" then lib.discard(c) end
    end
    -- His sites are replaced, in numerical order, counter-clockwise from
    -- the player on his right.
    local order = cv.seats_from(seat, -1, true)
    local k = 0
    for _, site in ipairs(cv.zone("path")) do
      if cv.owner(site) == seat then
        local num = cv.def(site).site
        k = k + 1
        local from = order[(k - 1) % #order + 1]
        local pos = select(3, cv.where(site))
        for _, r in ipairs(cv.zone("adventure", from)) do
          if cv.def(r).site == num then
            cv.move(site, "removed", seat)
            cv.move(r, "path", nil, pos)
            break
          end
        end
      end
    end
  end)
  if seat == lib.fp() then
    for _, m in ipairs(lib.shadow_minions()) do lib.discard(m) end
    cv.end_turn(cv.player_name(seat) .. " has left the game")
  end
end

-- The total 'stat' of a side of a skirmish or an engagement: the sum of its
-- cards' values (what lib.resolve_contest compares, and `state` shows).
-- e.g. rules.side_total(rules.skirmish_minions(), "strength")
function lib.side_total(list, stat)
  local t = 0
  for _, x in ipairs(list) do t = t + cv.value(x, stat) end
  return t
end

-- Resolves a skirmish or an engagement (Resolve that skirmish; Resolve
-- that engagement): the side with more 'stat' wins, ties go to the Shadow
-- side (the option ties); double (the option overwhelm: triple...), or
-- anything against zero, overwhelms, and each overwhelmed
-- card is removed with c.overwhelm(card); otherwise each loser takes
-- 1 + the winners' damage +X through c.hurt(card, n). Then the events
-- "wins_<what>" and "loses_<what>" for each card.
-- e.g. rules.resolve_contest{ fp = fp, shadow = sh, stat = "strength", what = "skirmish", overwhelm = rules.kill, hurt = rules.wound }
function lib.resolve_contest(c)
  local total = lib.side_total
  local f, s = total(c.fp, c.stat), total(c.shadow, c.stat)
  local fp_wins = f > s or (f == s and cv.options.ties == "free")
  local winners, losers, w, l = c.shadow, c.fp, s, f
  if fp_wins then winners, losers, w, l = c.fp, c.shadow, f, s end
  local overwhelm = w > 0 and (l == 0 or w >= tonumber(cv.options.overwhelm) * l)
  cv.log("%s %d (Free Peoples) against %d (Shadow): %s wins%s", c.stat, f, s,
    fp_wins and "the Free Peoples side" or "the Shadow side", overwhelm and ", overwhelming" or "")
  if overwhelm then
    for _, x in ipairs(losers) do
      if cv.is_in_play(x) then
        cv.log("%s is overwhelmed", cv.name(x))
        c.overwhelm(x)
      end
    end
  else
    local extra = total(winners, "damage")
    for _, x in ipairs(losers) do c.hurt(x, 1 + extra) end
  end
  for _, x in ipairs(winners) do
    if cv.over() then return end
    if cv.is_in_play(x) then cv.event("wins_" .. c.what, { card = x }) end
  end
  for _, x in ipairs(losers) do
    if cv.over() then return end
    cv.event("loses_" .. c.what, { card = x })
  end
end

-- ---- effects for card scripts -------------------------------------------------

-- Makes c's 'stat' +n until the end of the current skirmish or engagement,
-- or of the phase outside them (timing words last for their phase). The
-- fourth argument is the source card, or, the same in every game, a table
-- { source =, kind =, ["until"] = } (a scope name to last until instead).
-- e.g. rules.pump(self, "strength", 2, self)
function lib.pump(c, stat, n, source)
  local scope = cv.in_scope("skirmish") and "skirmish"
    or (cv.in_scope("engagement") and "engagement") or "phase"
  local kind = nil
  if type(source) == "table" then
    scope = source["until"] or scope
    source, kind = source.source, source.kind
  end
  return cv.modify{ card = c, stat = stat, amount = n, ["until"] = scope, source = source, kind = kind }
end

-- Asks 'seat' to choose one of the cards 'list' for 'why'. Returns the
-- card, or nil when the list is empty.
-- e.g. local c = rules.choose_card(ctx.player, "Heal which companion?", rules.companions())
function lib.choose_card(seat, why, list)
  if #list == 0 then return nil end
  local opts = {}
  for i, c in ipairs(list) do opts[i] = { label = cv.name(c), card = c } end
  return cv.choose(seat, why, opts).card
end

-- Filters the active cards with 'pred'.
-- e.g. rules.cards(function(c) return rules.is(c, "minion") end)
function lib.cards(pred)
  local out = {}
  for _, c in ipairs(cv.active_cards()) do
    if pred(c) then out[#out + 1] = c end
  end
  return out
end

-- The character defending in the current skirmish, or nil: none outside a
-- skirmish, and none once it is cancelled ("If a skirmish is canceled, it
-- ends immediately with no winner or loser", SKIRMISH PHASE(S)).
-- e.g. rules.skirmish_defender() == self
function lib.skirmish_defender()
  if cv.var(cv.GAME, "skirmish_cancelled") then return nil end
  return cv.var(cv.GAME, "skirmish")
end

-- The two sides of defending character d's skirmish as it is resolved
-- (Resolve that skirmish): d while it is in play; the minions assigned to
-- it when the skirmish began (marked '_skirmish' for the skirmish) that are
-- still active and still assigned to it - all of those still active once d
-- has left play, since they fight the emptied side. Returns the Free
-- Peoples side and the Shadow side, lists in id order.
-- e.g. local fp, shadow = rules.skirmish_sides(rules.skirmish_defender())
function lib.skirmish_sides(d)
  local fpside, shside = {}, {}
  if cv.is_in_play(d) then fpside[1] = d end
  for m = 1, cv.ncards() do
    if cv.var(m, "_skirmish") == d and cv.active(m) and
        (cv.link(m, "assigned") == d or not cv.is_in_play(d)) then
      shside[#shside + 1] = m
    end
  end
  return fpside, shside
end

-- Is c in the current skirmish (the defending companion or an active
-- minion assigned to it)?
-- e.g. can = function(self) return rules.in_skirmish(self) end
function lib.in_skirmish(c)
  local d = lib.skirmish_defender()
  if not d or not cv.active(c) then return false end
  return c == d or cv.link(c, "assigned") == d
end

-- The active minions assigned to defending character d, in play (the
-- Shadow side of d's skirmish).
-- e.g. #rules.attackers(self) > 1
function lib.attackers(d)
  local out = {}
  for _, m in ipairs(cv.linked("assigned", d)) do
    if lib.is(m, "minion") and cv.active(m) then out[#out + 1] = m end
  end
  return out
end

-- Assignment actions are one-on-one: a minion may be assigned to a
-- character only when neither is assigned (ASSIGNMENT PHASE). In the
-- assignment round of the fierce skirmishes only fierce minions are
-- defended against again (FIERCE SKIRMISHES).
-- e.g. rules.can_assign(m, self)
function lib.can_assign(minion, character)
  if cv.var(cv.GAME, "fierce_round") and not lib.has(minion, "fierce") then return false end
  return cv.active(minion) and cv.active(character)
    and not cv.link(minion, "assigned") and #cv.linked("assigned", character) == 0
end

-- Assigns minion to character if rules.can_assign allows it; returns whether it did.
-- e.g. rules.assign(m, self)
function lib.assign(minion, character)
  if not lib.can_assign(minion, character) then return false end
  cv.set_link(minion, "assigned", character)
  return true
end

-- Sniping fire: "the game text of a card (like a site or condition) may add
-- to your sniping total even though you have no snipers in play". side is
-- "minion" or "company". An active card adds def.sniping(self, side) while
-- it is in play; a sniping action adds to this turn's fire with
-- lib.add_sniping. Snipers themselves are counted at the fire.
-- e.g. rules.sniping_total("minion")
function lib.sniping_total(side)
  local n = cv.pool(cv.GAME, side .. "_sniping")
  for _, c in ipairs(cv.active_cards()) do
    local f = cv.def(c).sniping
    if f then n = n + (f(c, side) or 0) end
  end
  return n -- the fire adds the snipers, then counts no less than zero
end

-- Adds n to side's sniping total this turn (side: "minion" or "company").
-- e.g. rules.add_sniping("company", 1)
function lib.add_sniping(side, n)
  if side ~= "minion" and side ~= "company" then
    error("add_sniping: side must be 'minion' or 'company'", 2)
  end
  cv.add_pool(cv.GAME, side .. "_sniping", n)
  cv.log("the %s sniping total is +%d this turn", side, n)
end

-- Is anything left to fight? Minions, or Shadow ships while the Free
-- Peoples player has a ship for them to engage (Reading: the rulebook's
-- "no minions in play: skip to the regroup phase" predates ships; a Shadow
-- ship with a Free Peoples ship to engage keeps the turn going).
-- e.g. rules.any_attackers()
function lib.any_attackers()
  if #lib.minions() > 0 then return true end
  return #lib.shadow_ships() > 0 and #lib.fp_ships() > 0
end

-- Cancels the current skirmish: it ends immediately, with no winner or
-- loser; its window offers nothing more (lib.window_live).
-- e.g. run = function(self) rules.cancel_skirmish() end
function lib.cancel_skirmish()
  if lib.skirmish_defender() then
    cv.set_var(cv.GAME, "skirmish_cancelled", true, { ["until"] = "skirmish" })
  end
end

-- May actions of timing word 'word' still be taken in the window open for
-- it? Not once the skirmish or engagement it is for was cancelled: it
-- "ends immediately" (SKIRMISH PHASE(S); ENGAGEMENT PHASE(S)), so every
-- seat passes and the window closes.
-- e.g. rules.window_live("skirmish")
function lib.window_live(word)
  if word == "skirmish" then return lib.skirmish_defender() ~= nil end
  if word == "engagement" then return lib.engagement_ship() ~= nil end
  return true
end

-- Has what a response answers gone? The event was cancelled (a wound
-- prevented, an action cancelled), or an "about to" event's card has left
-- play: nothing is about to happen any more, so no further response to it
-- is offered (RESPONSE).
-- e.g. rules.trigger_gone(ctx.event)
function lib.trigger_gone(ev)
  if ev.cancelled then return true end
  return ev.name:sub(1, 9) == "about_to_" and ev.card ~= nil and not cv.is_in_play(ev.card)
end

-- Stacks c on card 'on': stacking is not playing, and stacked cards are
-- inactive (Stack).
-- e.g. rules.stack(c, self)
function lib.stack(c, on)
  lib.discard_borne(c)
  cv.move(c, "stacked", cv.owner(c))
  cv.set_link(c, "stacked_on", on)
end

-- Removes c from the game: not to a discard or dead pile (Remove from the
-- game).
-- e.g. rules.remove_from_game(ctx.event.card)
function lib.remove_from_game(c)
  lib.discard_borne(c)
  cv.set_link(c, "bearer", nil)
  cv.set_link(c, "assigned", nil)
  for _, m in ipairs(cv.linked("assigned", c)) do cv.set_link(m, "assigned", nil) end
  cv.move(c, "removed", cv.owner(c))
end

-- Hand limit (8, the option hand_size) and move limit (2 in a two-player
-- game, else the number of opponents at the start; the option move_limit),
-- both modifiable: an active card with hand_limit = N or move_limit = N
-- changes its owner's limit by N (Hand limit; Move limit).
local function limit_bonus(seat, field)
  local n = 0
  for _, c in ipairs(cv.active_cards()) do
    if type(cv.def(c)[field]) == "number" and cv.owner(c) == seat then n = n + cv.value(c, field) end
  end
  return n
end

-- Seat's hand limit now: 8 (the option hand_size), changed by the
-- hand_limit of its active cards.
-- e.g. #cv.zone("hand", ctx.player) < rules.hand_limit(ctx.player)
function lib.hand_limit(seat)
  local v = tonumber(cv.options.hand_size) + limit_bonus(seat, "hand_limit")
  return v > 0 and v or 0
end

-- Seat's move limit now (two players: 2, else the opponents; or the
-- option move_limit), at least 1.
-- e.g. rules.move_limit(rules.fp())
function lib.move_limit(seat)
  local base = tonumber(cv.options.move_limit) or (cv.nplayers() == 2 and 2 or cv.nplayers() - 1)
  local v = base + limit_bonus(seat, "move_limit")
  return v > 1 and v or 1 -- the company must move once
end

-- Is phase 'name' skipped this turn? A card says so with
-- skip_phase = function(self, name, fp) ... end (a site only where the
-- company is, like every site text).
-- e.g. rules.phase_skipped("maneuver", rules.fp())
function lib.phase_skipped(name, fp)
  for _, c in ipairs(cv.active_cards()) do
    local f = cv.def(c).skip_phase
    if f and f(c, name, fp) then
      cv.log("%s: the %s phase is skipped", cv.name(c), name)
      return true
    end
  end
  return false
end

-- Draws n cards for 'seat'; drawing from an empty deck draws nothing
-- (Drawing your last card).
-- e.g. rules.draw(ctx.player, 2)
function lib.draw(seat, n)
  for _ = 1, (n or 1) do
    local deck = cv.zone("draw", seat)
    if #deck == 0 then return end
    cv.move(deck[1], "hand", seat)
  end
end

-- What must hold whenever a player is asked (the soak test, tests/soak.c,
-- checks it after every answer; a judge may `expect rules.invariants() ==
-- nil`): no token count below zero (COSTS AND EFFECTS: a cost is paid only
-- from what there is), and no character in play whose wounds reach its
-- vitality (VITALITY: it is killed at once). Nil, or what is broken.
-- e.g. rules.invariants() == nil
function lib.invariants()
  local bad = cv.negative_pool()
  if bad then return bad end
  for _, c in ipairs(cv.in_play()) do
    if lib.is_character(c) and lib.wounds(c) > 0 and lib.wounds(c) >= lib.vitality(c) then
      return cv.name(c) .. " is in play with " .. lib.wounds(c) .. " wounds and vitality " ..
        lib.vitality(c)
    end
  end
  return nil
end

-- ---- events and timing words (listed in docs/halo/cards.md) ------------------

-- event killed {card}: a character was killed: card is in the dead pile or the discard pile.
-- e.g. trigger = "killed", can = function(self, ctx) return rules.is(ctx.event.card, "companion") end
-- event about_to_wound {card}: a wound is about to be placed on card; rules.prevent(ctx.event) prevents it.
-- e.g. trigger = "about_to_wound", run = function(self, ctx) rules.prevent(ctx.event) end
-- event wounded {card}: a wound was placed on card, which is still in play.
-- e.g. trigger = "wounded", can = function(self, ctx) return ctx.event.card == self end
-- event exerted {card}: card exerted once (a wound that prevention cannot stop).
-- e.g. trigger = "exerted", can = function(self, ctx) return ctx.event.card == rules.bearer(self) end
-- event wins_skirmish {card}: after a skirmish, once for each card in play on the winning side.
-- e.g. trigger = "wins_skirmish", can = function(self, ctx) return ctx.event.card == self end
-- event loses_skirmish {card}: after a skirmish, once for each card on the losing side.
-- e.g. trigger = "loses_skirmish", can = function(self, ctx) return rules.is(ctx.event.card, "minion") end
-- event about_to_damage {card}: a damage is about to be placed on ship card; rules.prevent(ctx.event) prevents it.
-- e.g. trigger = "about_to_damage", run = function(self, ctx) rules.prevent(ctx.event) end
-- event damaged {card}: a damage was placed on ship card, which is still in play.
-- e.g. trigger = "damaged", can = function(self, ctx) return ctx.event.card == self end
-- event wins_engagement {card}: after an engagement, once for each ship in play on the winning side.
-- e.g. trigger = "wins_engagement", can = function(self, ctx) return ctx.event.card == self end
-- event loses_engagement {card}: after an engagement, once for each ship on the losing side.
-- e.g. trigger = "loses_engagement", can = function(self, ctx) return rules.is_ship(ctx.event.card) end
-- event leaves {player, site}: the company of player (the Free Peoples player) leaves site.
-- e.g. trigger = "leaves", can = function(self, ctx) return ctx.event.site == self end
-- event arrives {player, site}: the company of player arrives at site (after the twilight is added).
-- e.g. trigger = "arrives", can = function(self, ctx) return ctx.event.site == self end
-- event played {card, player}: player played card (a character, possession, condition, site...) into play.
-- e.g. trigger = "played", can = function(self, ctx) return rules.is(ctx.event.card, "minion") end
-- event playing {card, player}: player is playing event card: its costs are paid; cancelling this event cancels it.
-- e.g. trigger = "playing", run = function(self, ctx) cv.cancel(ctx.event) end
-- event transferred {card, from, to}: a possession or artifact card was transferred from one bearer to another.
-- e.g. trigger = "transferred", can = function(self, ctx) return ctx.event.to == self end
-- event destroyed {card}: ship card was destroyed.
-- e.g. trigger = "destroyed", can = function(self, ctx) return rules.side(ctx.event.card) == "shadow" end
-- event damaged_own {card}: its owner damaged ship card voluntarily (rules.damage_own, the ships' exert).
-- e.g. trigger = "damaged_own", can = function(self, ctx) return ctx.event.card == self end
-- event repaired {card}: one damage was removed from ship card.
-- e.g. trigger = "repaired", can = function(self, ctx) return ctx.event.card == self end
-- event staffs {card, ship}: companion card left the company to staff ship.
-- e.g. trigger = "staffs", can = function(self, ctx) return ctx.event.ship == self end
-- event phase_start {phase}: a phase begins (raised by the kernel's cv.phase); phase is its name.
-- e.g. trigger = "phase_start", can = function(self, ctx) return ctx.event.phase == "regroup" end
-- event phase_end {phase}: a phase ends (raised by the kernel's cv.phase); phase is its name.
-- e.g. trigger = "phase_end", can = function(self, ctx) return ctx.event.phase == "skirmish" end

-- timing company: the company phase: the Free Peoples player's actions before the company moves.
-- e.g. { word = "company", text = "Heal a companion.", run = function(self, ctx) ... end }
-- timing shadow: the Shadow phase: each Shadow player plays minions and Shadow actions.
-- e.g. { word = "shadow", text = "Add 2 twilight.", run = function(self) rules.add_twilight(2) end }
-- timing maneuver: the maneuver phase, after the Shadow phase: both sides' actions.
-- e.g. { word = "maneuver", can = function(self) return rules.can_exert(self) end, ... }
-- timing sniping: the sniping phase, before the snipers fire: actions that add to the sniping totals.
-- e.g. { word = "sniping", run = function(self) rules.add_sniping("minion", 1) end }
-- timing assignment: the assignment phase, before defenders are assigned.
-- e.g. { word = "assignment", run = function(self, ctx) rules.assign(self, c) end }
-- timing engagement: during an engagement between ships (lasts for that engagement).
-- e.g. { word = "engagement", can = function(self) return rules.in_engagement(self) end, ... }
-- timing skirmish: during a skirmish (an effect lasts until the skirmish ends).
-- e.g. { word = "skirmish", run = function(self) rules.pump(self, "strength", 2, self) end }
-- timing regroup: the regroup phase at the end of the turn.
-- e.g. { word = "regroup", run = function(self, ctx) rules.draw(ctx.player, 1) end }
-- timing response: after an event named by the ability's trigger, in the response window that follows it.
-- e.g. { word = "response", trigger = "killed", run = function(self, ctx) ... end }

return lib
