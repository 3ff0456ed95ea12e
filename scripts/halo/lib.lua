-- Halo TCG: the card library. Card scripts see this table as 'rules'; the
-- ruleset's procedures use it too. Section names in comments are the
-- rulebook's (the Halo TCG rulebook).

local lib = {}

-- ---- players and sides ------------------------------------------------------

-- The Free Peoples player: the player whose turn it is.
function lib.fp() return cv.var(cv.GAME, "player") end

-- The Shadow players in the order they act: counter-clockwise from the Free
-- Peoples player's right (SHADOW PHASE(S)). Seats run clockwise, so the
-- player on your right is seat - 1.
function lib.shadow_players() return cv.seats_from(lib.fp(), -1, true) end

-- Is 'seat' still in the game (LOSING THE GAME)?
lib.in_game = cv.in_game

-- The players still in the game, in seat order.
function lib.players() return cv.seats_from(1, 1) end

-- The next player clockwise (to the left) still in the game.
function lib.next_player(seat) return cv.next_seat(seat, 1) end

-- Priority for an action window: the Free Peoples player first, then
-- counter-clockwise (MANEUVER PHASE: the action procedure).
function lib.priority_order()
  local out = { lib.fp() }
  for _, s in ipairs(lib.shadow_players()) do out[#out + 1] = s end
  return out
end

function lib.twilight() return cv.pool(cv.GAME, "twilight") end

-- Adds (n > 0) or removes (n < 0) twilight tokens (TWILIGHT POOL).
function lib.add_twilight(n)
  if n ~= 0 then cv.add_pool(cv.GAME, "twilight", n) end
end

-- ---- cards ----------------------------------------------------------------

function lib.def(c) return cv.def(c) end

-- The definition of card key 'key' (before any card of it exists).
function lib.card_def(key) return cv.def_of(key) end
function lib.kind(c) return cv.def(c).kind end
function lib.side(c) return cv.def(c).side end
function lib.is(c, kind) return cv.def(c).kind == kind end
function lib.title(c) return cv.def(c).title end

-- Does card c have keyword k? Loaded keywords with a value (damage,
-- defender, toil) count when their value is above zero.
function lib.has(c, k)
  local d = cv.def(c)
  if d[k] == true then return true end
  if type(d[k]) == "number" then return cv.value(c, k) > 0 end
  for _, w in ipairs(d.keywords or {}) do if w == k then return true end end
  return cv.value(c, k) > 0
end

function lib.strength(c) return cv.value(c, "strength") end
function lib.vitality(c) return cv.value(c, "vitality") end
function lib.wounds(c) return cv.pool(c, "wounds") end

-- Characters: companions, allies and minions.
function lib.is_character(c)
  local k = cv.def(c).kind
  return k == "companion" or k == "ally" or k == "minion"
end

-- The cards borne by c (possessions, conditions), in id order.
function lib.borne(c) return cv.linked("bearer", c) end
function lib.bearer(c) return cv.link(c, "bearer") end

-- The Free Peoples player's companions in play (the company).
function lib.companions(seat)
  local out = {}
  for _, c in ipairs(cv.zone("company", seat or lib.fp())) do
    if lib.is(c, "companion") then out[#out + 1] = c end
  end
  return out
end

-- Every minion the Shadow players have in play, active or not, in the
-- order they act: what the end of the turn discards (REGROUP PHASE).
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
function lib.minions()
  local out = {}
  for _, c in ipairs(lib.shadow_minions()) do
    if cv.active(c) then out[#out + 1] = c end
  end
  return out
end

-- Spot: is there an active card matching 'pred' (SPOT)?
function lib.spot(pred)
  for _, c in ipairs(cv.active_cards()) do
    if pred(c) then return c end
  end
  return nil
end

-- ---- wounds, exertion, healing (VITALITY) ---------------------------------------

-- A character one wound from death is exhausted and cannot exert.
function lib.exhausted(c) return lib.wounds(c) >= lib.vitality(c) - 1 end
function lib.can_exert(c) return cv.is_in_play(c) and not lib.exhausted(c) end

-- Kills c: Free Peoples characters go to the dead pile, minions to the
-- discard pile, with the cards they bear discarded (Killed).
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
function lib.wound(c, n) return lib.place_tokens(c, n, WOUNDS) end

-- Exerts c n times (default once): each a wound token that wound
-- prevention cannot stop (Exert). "No player may exert a character that is
-- exhausted": an effect exerts as many of the n times as it can and
-- ignores the rest ("perform as much as you can", COSTS AND EFFECTS,
-- Effects); a cost of exertion is one a card's `can` checks with
-- rules.can_exert before it is paid (Costs). Returns the exertions made.
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
function lib.exhaust(c)
  while lib.can_exert(c) do lib.exert(c) end
end

-- Heals one wound; a character with no wound cannot be healed (Healing).
function lib.can_heal(c) return cv.is_in_play(c) and lib.wounds(c) > 0 end
function lib.heal(c)
  if not lib.can_heal(c) then return false end
  cv.add_pool(c, "wounds", -1)
  return true
end

-- Discards a card from play; the cards it bears go with it (Discard). A
-- discarded character is not killed.
function lib.discard(c)
  lib.discard_borne(c)
  cv.set_link(c, "bearer", nil)
  cv.set_link(c, "assigned", nil)
  for _, m in ipairs(cv.linked("assigned", c)) do cv.set_link(m, "assigned", nil) end
  if cv.pool(c, "wounds") > 0 then cv.set_pool(c, "wounds", 0) end
  cv.move(c, "discard", cv.owner(c))
end

function lib.discard_borne(c)
  for _, b in ipairs(lib.borne(c)) do lib.discard(b) end
end

-- A player whose Hero is killed loses (LOSING THE GAME). With one other
-- player left, that player wins as the only player left (WINNING THE
-- GAME). With two or more left, the loser's marker and cards leave play
-- (opponents' cards on them are discarded), his sites on the path are
-- replaced by opponents' sites of the same numbers, counter-clockwise from
-- the player on his right, and if it was his turn the turn ends.
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
function lib.side_total(list, stat)
  local t = 0
  for _, x in ipairs(list) do t = t + cv.value(x, stat) end
  return t
end

-- Resolves a skirmish or an engagement (Resolve that skirmish; Resolve
-- that engagement): the side with more 'stat' wins, ties go to the Shadow
-- side; double (or anything against zero) overwhelms, and each overwhelmed
-- card is removed with c.overwhelm(card); otherwise each loser takes
-- 1 + the winners' damage +X through c.hurt(card, n). Then the events
-- "wins_<what>" and "loses_<what>" for each card.
function lib.resolve_contest(c)
  local total = lib.side_total
  local f, s = total(c.fp, c.stat), total(c.shadow, c.stat)
  local fp_wins = f > s
  local winners, losers, w, l = c.shadow, c.fp, s, f
  if fp_wins then winners, losers, w, l = c.fp, c.shadow, f, s end
  local overwhelm = w > 0 and (l == 0 or w >= 2 * l)
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
-- or of the phase outside them (timing words last for their phase).
function lib.pump(c, stat, n, source)
  local scope = cv.in_scope("skirmish") and "skirmish"
    or (cv.in_scope("engagement") and "engagement") or "phase"
  return cv.modify{ card = c, stat = stat, amount = n, ["until"] = scope, source = source }
end

-- Asks 'seat' to choose one of the cards 'list' for 'why'. Returns the
-- card, or nil when the list is empty.
function lib.choose_card(seat, why, list)
  if #list == 0 then return nil end
  local opts = {}
  for i, c in ipairs(list) do opts[i] = { label = cv.name(c), card = c } end
  return cv.choose(seat, why, opts).card
end

-- Filters the active cards with 'pred'.
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
function lib.in_skirmish(c)
  local d = lib.skirmish_defender()
  if not d or not cv.active(c) then return false end
  return c == d or cv.link(c, "assigned") == d
end

-- The active minions assigned to defending character d, in play (the
-- Shadow side of d's skirmish).
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
function lib.can_assign(minion, character)
  if cv.var(cv.GAME, "fierce_round") and not lib.has(minion, "fierce") then return false end
  return cv.active(minion) and cv.active(character)
    and not cv.link(minion, "assigned") and #cv.linked("assigned", character) == 0
end

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
function lib.sniping_total(side)
  local n = cv.pool(cv.GAME, side .. "_sniping")
  for _, c in ipairs(cv.active_cards()) do
    local f = cv.def(c).sniping
    if f then n = n + (f(c, side) or 0) end
  end
  return n -- the fire adds the snipers, then counts no less than zero
end

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
function lib.any_attackers()
  if #lib.minions() > 0 then return true end
  return #lib.shadow_ships() > 0 and #lib.fp_ships() > 0
end

-- Cancels the current skirmish: it ends immediately, with no winner or
-- loser; its window offers nothing more (lib.window_live).
function lib.cancel_skirmish()
  if lib.skirmish_defender() then
    cv.set_var(cv.GAME, "skirmish_cancelled", true, { ["until"] = "skirmish" })
  end
end

-- May actions of timing word 'word' still be taken in the window open for
-- it? Not once the skirmish or engagement it is for was cancelled: it
-- "ends immediately" (SKIRMISH PHASE(S); ENGAGEMENT PHASE(S)), so every
-- seat passes and the window closes.
function lib.window_live(word)
  if word == "skirmish" then return lib.skirmish_defender() ~= nil end
  if word == "engagement" then return lib.engagement_ship() ~= nil end
  return true
end

-- Has what a response answers gone? The event was cancelled (a wound
-- prevented, an action cancelled), or an "about to" event's card has left
-- play: nothing is about to happen any more, so no further response to it
-- is offered (RESPONSE).
function lib.trigger_gone(ev)
  if ev.cancelled then return true end
  return ev.name:sub(1, 9) == "about_to_" and ev.card ~= nil and not cv.is_in_play(ev.card)
end

-- Stacks c on card 'on': stacking is not playing, and stacked cards are
-- inactive (Stack).
function lib.stack(c, on)
  lib.discard_borne(c)
  cv.move(c, "stacked", cv.owner(c))
  cv.set_link(c, "stacked_on", on)
end

-- Removes c from the game: not to a discard or dead pile (Remove from the
-- game).
function lib.remove_from_game(c)
  lib.discard_borne(c)
  cv.set_link(c, "bearer", nil)
  cv.set_link(c, "assigned", nil)
  for _, m in ipairs(cv.linked("assigned", c)) do cv.set_link(m, "assigned", nil) end
  cv.move(c, "removed", cv.owner(c))
end

-- Hand limit (8) and move limit (2 in a two-player game, else the number
-- of opponents at the start), both modifiable: an active card with
-- hand_limit = N or move_limit = N changes its owner's limit by N (Hand
-- limit; Move limit).
local function limit_bonus(seat, field)
  local n = 0
  for _, c in ipairs(cv.active_cards()) do
    if type(cv.def(c)[field]) == "number" and cv.owner(c) == seat then n = n + cv.value(c, field) end
  end
  return n
end

function lib.hand_limit(seat)
  local v = 8 + limit_bonus(seat, "hand_limit")
  return v > 0 and v or 0
end

function lib.move_limit(seat)
  local v = (cv.nplayers() == 2 and 2 or cv.nplayers() - 1) + limit_bonus(seat, "move_limit")
  return v > 1 and v or 1 -- the company must move once
end

-- Is phase 'name' skipped this turn? A card says so with
-- skip_phase = function(self, name, fp) ... end (a site only where the
-- company is, like every site text).
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

return lib
