-- Highlander 2nd Edition: the turn's procedures (the six phases of the
-- summary's Sequence Of Turns): playing from hand, Exertions, the Sweep,
-- getting up and rearming, Special Cards, Allies and Edges, the Ability
-- Adjustment and the Draw/Discard Phase (attacking and defending are in
-- fight.lua). Comments name the summary's headings
-- (001_230b9608c780bac7.txt); "facts sheet" is highlander-facts.md.
-- docs/highlander.md lists the readings taken.

local cv, ipairs = cv, ipairs
local P = {}
local lib

function P.init(l) lib = l end

local function pvar(seat, k) return cv.var(cv.player(seat), k) end
local function set_turn_var(seat, k, v) cv.set_var(cv.player(seat), k, v, { quiet = true, ["until"] = "turn" }) end
-- A player's variable; one set quietly until the end of the turn (fight.lua uses both).
P.pvar, P.set_turn_var = pvar, set_turn_var

-- ---- the end of the game ---------------------------------------------------------

-- Winning (facts sheet): a player whose Ability is 0 loses.
function P.check_end()
  if cv.over() or not cv.var(cv.GAME, "_started") then return end
  local out1, out2 = lib.ability(1) <= 0, lib.ability(2) <= 0
  if out1 and out2 then cv.end_game("a draw: both players' Ability is 0")
  elseif out1 then cv.end_game(cv.player_name(2) .. " wins: " .. cv.player_name(1) .. "'s Ability is 0", { 2 })
  elseif out2 then cv.end_game(cv.player_name(1) .. " wins: " .. cv.player_name(2) .. "'s Ability is 0", { 1 }) end
end

-- ---- playing from hand --------------------------------------------------------------

-- Exertions / Hard Exertions: a Hard Exertion ends hand play for the phase.
function P.hand_closed(seat) return pvar(seat, "hand_closed") ~= nil end
-- Hard Exertions: only one a turn.
function P.can_hard(seat) return pvar(seat, "hard_used") == nil end

-- Prone: the cards of seat's hand that "match" card c, one of which must be
-- discarded to play c from hand (option prone_match).
function P.prone_matches(seat, c)
  local out, k = {}, lib.kind(c)
  for _, x in ipairs(cv.zone("hand", seat)) do
    if x ~= c then
      local xk = lib.kind(x)
      if xk == k or (cv.options.prone_match == "defence" and lib.is_defence(c) and lib.is_defence(x)) then
        out[#out + 1] = x
      end
    end
  end
  return out
end

-- Can seat pay the Prone cost of playing c from hand (none when not Prone)?
function P.prone_ok(seat, c)
  return not lib.is_prone(seat) or #P.prone_matches(seat, c) > 0
end

-- Prone: the cost, paid as c is played from hand: a matching card discarded.
function P.pay_prone(seat, c)
  if not lib.is_prone(seat) then return end
  local m = P.prone_matches(seat, c)
  local opts = {}
  for _, x in ipairs(m) do opts[#opts + 1] = { label = "discard " .. cv.name(x), card = x } end
  local pick = cv.choose(seat, "Prone: discard a card matching " .. cv.name(c), opts)
  cv.because("rule: Prone", cv.move, pick.card, "discard", seat, 1)
end

-- Card c is played from seat's hand: its Prone cost is paid, and a card
-- other than an Edge marks the turn (the player could play a card from
-- hand: Reasons to make a Hard Exertion).
function P.from_hand(seat, c)
  P.pay_prone(seat, c)
  if lib.kind(c) ~= "edge" then set_turn_var(seat, "played_hand", true) end
end

-- The copies of a card seat may have on its side: one of a unique card
-- (Diamond Icon), of a Plot (Plots) and of an Ally unless it says more
-- (in_play_limit; Allies); nil: no limit.
local function side_limit(d)
  if d.unique or d.kind == "plot" then return 1 end
  if d.kind == "ally" then return d.in_play_limit or 1 end
  return nil
end

-- May seat put card c on its side: the copies allowed (side_limit), a
-- Hilt only while it has fewer Hilts than Weapons (Objects: "Playing a Hilt
-- does not bump a Hilt already in play"), a card of an Immortal only with
-- his Persona.
function P.placeable(seat, c)
  local d = cv.def(c)
  if d.immortal then
    local p = lib.persona(seat)
    if not p or cv.def(p).title ~= d.immortal then return false end
  end
  local limit = side_limit(d)
  if limit then
    local n = 0
    for _, x in ipairs(cv.zone("board", seat)) do
      if cv.def(x).title == d.title then n = n + 1 end
    end
    if n >= limit then return false end
  end
  if d.hilt and #lib.hilts(seat) >= lib.hilt_room(seat) then return false end
  return true
end

-- Objects: with option hilt_excess=discard, Hilts beyond a player's room
-- (rules.hilt_room: a Weapon was lost) go to the discard pile, the last
-- played first; with 'stay' (the default) a Hilt in play stays.
function P.check_hilts()
  if cv.options.hilt_excess ~= "discard" or cv.over() then return end
  for seat = 1, cv.nplayers() do
    local h, room = lib.hilts(seat), lib.hilt_room(seat)
    for i = #h, room + 1, -1 do
      cv.because("rule: Objects", function()
        cv.log("%s has more Hilts than Weapons", cv.player_name(seat))
        lib.discard(h[i])
      end)
    end
  end
end

-- Disarmed: no attacks (but Dirty Tricks and Ranged Attacks) and no Blocks.
function P.armed_ok(seat, c)
  if not lib.is_disarmed(seat) then return true end
  local d = cv.def(c)
  if d.kind == "block" then return false end
  if d.kind == "attack" then return d.attack_type == "dirty" or d.attack_type == "ranged" end
  return true
end

-- ---- Exertions ---------------------------------------------------------------------

-- Exertions: the owner looks at the top cards of the Endurance (cv.look).
local function exert_cards(seat)
  local n = math.min(lib.exertion_size(seat), cv.zone_size("endurance", seat))
  return cv.look(seat, n, "endurance", seat)
end

-- Soft Exertions: the top cards looked at by their owner (shown to all with
-- option soft_shown=yes), measured by fn(cards), then put back on the bottom
-- of the Endurance in the same order (rules.exert_soft). Returns fn's result.
function P.soft_exertion(seat, why, fn) return lib.exert_soft(seat, why, fn) end

-- The rest of a Hard Exertion onto the discard pile (option exert_discard_order).
local function to_discard(seat, cards)
  if cv.options.exert_discard_order == "same" then
    for i = #cards, 1, -1 do cv.move(cards[i], "discard", seat, 1) end
  else
    for _, c in ipairs(cards) do cv.move(c, "discard", seat, 1) end
  end
end

-- Illusions: one Illusion found in a Hard Exertion may be played.
local function offer_illusion(seat, cards)
  local opts = {}
  for _, c in ipairs(cards) do
    if lib.kind(c) == "illusion" and cv.where(c) == "endurance" then
      opts[#opts + 1] = { label = "play the Illusion " .. cv.name(c), card = c }
    end
  end
  if #opts == 0 then return end
  opts[#opts + 1] = { label = "play no Illusion" }
  local pick = cv.choose(seat, "Illusions: play one found in the Hard Exertion?", opts, { ask = true })
  if pick.card then
    cv.move(pick.card, "board", seat)
    local ab = cv.def(pick.card).abilities and cv.def(pick.card).abilities[1]
    if ab then cv.run_ability(pick.card, ab, { player = seat, word = "illusion" }) end
  end
end

-- Hard Exertions: the top cards are looked at; one card passing
-- purpose.filter may be played (purpose.play), then one Illusion; the rest
-- go onto the discard pile. One a turn; it ends hand play for the phase.
-- Returns the card played (or nil) and the cards exerted.
function P.hard_exertion(seat, why, purpose)
  return cv.because("rule: Hard Exertion", function()
    set_turn_var(seat, "hard_used", true)
    cv.set_var(cv.player(seat), "hand_closed", true, { quiet = true, ["until"] = "phase" })
    cv.log("%s makes a Hard Exertion %s", cv.player_name(seat), why)
    local cards = exert_cards(seat)
    local played
    if purpose and purpose.filter then
      local opts = {}
      for _, c in ipairs(cards) do
        if purpose.filter(c) then opts[#opts + 1] = { label = "play " .. cv.name(c) .. " from the Exertion", card = c } end
      end
      if #opts > 0 then
        played = cv.choose(seat, "Hard Exertion: play which card found?", opts).card
        purpose.play(played)
      else
        cv.log("%s finds nothing to play", cv.player_name(seat))
      end
    end
    local r = purpose and purpose.measure and purpose.measure(cards)
    offer_illusion(seat, cards)
    local rest = {}
    for _, c in ipairs(cards) do
      if cv.where(c) == "endurance" then rest[#rest + 1] = c end
    end
    to_discard(seat, rest)
    if #cards > 0 and cv.zone_size("endurance", seat) == 0 and cv.options.exhaustion_by_exertion == "yes" then
      lib.exhaustion(seat)
    end
    P.check_end()
    return played, r
  end)
end

-- Power Blows / Blocks: the Hard Exertion that makes an attack a Power Blow
-- or a block a Power Block; with option power_exertion_needs=card it must
-- find an attack (a Power Blow) or a Block (a Power Block). Returns success.
function P.power_exertion(seat, what)
  cv.event("power_exertion", { player = seat, what = what })
  local want = what == "blow" and "attack" or "block"
  local _, found = P.hard_exertion(seat, "for a Power " .. (what == "blow" and "Blow" or "Block"), {
    measure = function(cards)
      for _, c in ipairs(cards) do
        if lib.kind(c) == want then return true end
      end
      return false
    end })
  if cv.options.power_exertion_needs == "card" and not found then
    cv.log("the Exertion finds no %s: no Power %s", want, what == "blow" and "Blow" or "Block")
    return false
  end
  return true
end

-- ---- the set-up -------------------------------------------------------------------------

local FIRST_ROUNDS = 3

-- Reasons to make a Soft Exertion: who goes first. Each player makes one,
-- shown to both; more Gems goes first; after 3 ties, seat 1.
function P.exert_for_first()
  for _ = 1, FIRST_ROUNDS do
    local n = {}
    for seat = 1, 2 do
      n[seat] = P.soft_exertion(seat, "to determine who goes first", function(cards)
        for _, c in ipairs(cards) do cv.reveal(c) end
        local k = lib.count_gems(cards)
        cv.log("%s shows %d Gems", cv.player_name(seat), k)
        return k
      end)
    end
    if n[1] ~= n[2] then return n[1] > n[2] and 1 or 2 end
  end
  return 1
end

-- ---- Sweep Phase ------------------------------------------------------------------------

local SWEPT = { attack = true, block = true, edge = true, event = true }

-- Sweep Phase: attacks, blocks, Edges and Events seat controls go to its
-- discard pile (Dodges and Illusions too with option sweep_dodges=yes). A
-- card still face down is shown to all first (a committed card moves only
-- once every player has seen it).
function P.sweep(seat)
  for _, c in ipairs(cv.zone("facedown", seat)) do
    cv.reveal(c)
    lib.discard(c)
  end
  for _, c in ipairs(cv.zone("board", seat)) do
    local k = lib.kind(c)
    if SWEPT[k] or (cv.options.sweep_dodges == "yes" and (k == "dodge" or k == "illusion")) then
      lib.discard(c)
    end
  end
end

-- ---- May Do/Must Do Phase -------------------------------------------------------------

-- What seat may try to recover from (Becoming Armed/Getting UnProne): being
-- Prone, and each Disarmed Weapon ("If you have more than one weapon
-- Disarmed you may Exert for each weapon"), each { key, what, weapon }.
local function conditions(seat)
  local out = {}
  if lib.is_prone(seat) then out[1] = { key = "prone", what = "get up" } end
  local dis = {}
  for _, w in ipairs(lib.weapons(seat)) do
    if lib.weapon_disarmed(seat, w) then dis[#dis + 1] = w end
  end
  for _, w in ipairs(dis) do
    out[#out + 1] = { key = w.base and "disarmed" or ("disarmed:" .. w.card), weapon = w,
      what = #dis > 1 and ("rearm " .. w.name) or "rearm" }
  end
  return out
end

-- The Gems an Exertion to recover needs: to get up 3 (Soft) or 2 (Hard);
-- to rearm the same, changed by the Hilts' rearm_gems (rules.rearm_need).
local function need(seat, cond, hard)
  if cond.weapon then return lib.rearm_need(seat, hard) end
  return hard and 2 or 3
end

-- Becoming Armed/Getting UnProne: a Soft Exertion needs 3 of the named Gem,
-- a Hard one 2; one attempt a turn for each ("You may only make ONE
-- Exertion each turn for each effect").
function P.recover(seat, cond, hard, gem)
  set_turn_var(seat, "tried_" .. cond.key, true)
  local k = need(seat, cond, hard)
  local why = "to " .. cond.what .. " (" .. k .. " " .. gem .. ")"
  local n
  if hard then
    local _, found = P.hard_exertion(seat, why, { measure = function(cards) return lib.count_gem(cards, gem) end })
    n = found
  else
    n = P.soft_exertion(seat, why, function(cards) return lib.count_gem(cards, gem) end)
  end
  cv.because("rule: Becoming Armed/Getting UnProne", function()
    if n >= k then
      cv.log("%s finds %d %s and succeeds", cv.player_name(seat), n, gem)
      if cond.weapon then lib.rearm(seat, cond.weapon)
      else cv.set_var(cv.player(seat), "prone", nil) end
    else
      cv.log("%s finds %d %s and fails", cv.player_name(seat), n, gem)
    end
  end)
end

-- ---- Edges -------------------------------------------------------------------------------

-- How many Edges titled 'title' seat has played this turn.
local function edges_played(seat, title) return pvar(seat, "_edges:" .. title) or 0 end

-- Does an Edge played with another card go with card x (play_with:
-- attack, block, dodge or defence)?
local function goes_with(d, x)
  local k = lib.kind(x)
  if d.play_with == "defence" then return k == "block" or k == "dodge" end
  return d.play_with == k
end

-- Edges: may seat play Edge e from hand now: alone (with nil: an Edge
-- with no play_with, in the May Do/Must Do Phase) or with card 'with'
-- (an Edge whose play_with names its kind, and whose ability allows it);
-- within its limit a turn (the card's 'limit', else option edge_limit),
-- its Prone cost payable. A Hidden Attack takes no Edge unless option
-- edge_with_hidden=yes.
function P.edge_ok(seat, e, with)
  local d = cv.def(e)
  if d.kind ~= "edge" or P.hand_closed(seat) then return false end
  if with then
    if not d.play_with or not goes_with(d, with) then return false end
    if cv.var(with, "hidden") and cv.options.edge_with_hidden ~= "yes" then return false end
  elseif d.play_with then
    return false
  end
  local limit = d.limit or tonumber(cv.options.edge_limit)
  if limit and edges_played(seat, d.title) >= limit then return false end
  if not (P.prone_ok(seat, e) and P.placeable(seat, e)) then return false end
  local ab = d.abilities and d.abilities[1]
  if with and ab then
    return cv.usable(e, ab, { player = seat, word = "with", target = with })
  end
  return true
end

-- Edges: seat plays Edge e from hand, alone (its 'maydo' ability runs) or
-- with card 'with' (its 'with' ability runs with ctx.target = that card).
function P.play_edge(seat, e, with)
  local d = cv.def(e)
  P.from_hand(seat, e)
  set_turn_var(seat, "_edges:" .. d.title, edges_played(seat, d.title) + 1)
  cv.move(e, "board", seat)
  local ab = d.abilities and d.abilities[1]
  if ab then cv.run_ability(e, ab, { player = seat, word = with and "with" or "maydo", target = with }) end
  cv.event("card_played", { card = e, player = seat })
end

-- The May Do/Must Do Phase's options: the Edges played alone, the tries to
-- get up and to rearm each Disarmed Weapon.
function P.maydo_actions(seat)
  local out = {}
  for _, c in ipairs(cv.zone("hand", seat)) do
    if P.edge_ok(seat, c, nil) then
      out[#out + 1] = { label = "play the Edge " .. cv.name(c), card = c, cause = cv.name(c) .. ": played",
        run = function() P.play_edge(seat, c, nil) end }
    end
  end
  for _, cond in ipairs(conditions(seat)) do
    if not pvar(seat, "tried_" .. cond.key) then
      for _, gem in ipairs(lib.GEMS) do
        out[#out + 1] = { label = "try to " .. cond.what .. ": Soft Exertion for " .. need(seat, cond, false) .. " " .. gem,
          cause = "rule: Becoming Armed/Getting UnProne", run = function() P.recover(seat, cond, false, gem) end }
        if P.can_hard(seat) then
          out[#out + 1] = { label = "try to " .. cond.what .. ": Hard Exertion for " .. need(seat, cond, true) .. " " .. gem,
            cause = "rule: Becoming Armed/Getting UnProne", run = function() P.recover(seat, cond, true, gem) end }
        end
      end
    end
  end
  return out
end

-- ---- Special Cards and Allies (Defense and Attack Phases) ---------------------------

-- SPECIAL CARDS: one a turn, in the Defense or Attack Phase. An Ally is
-- one of them with option ally_play=special (rules.is_special); with
-- ally_play=extra, one Ally a turn besides. May seat play c now?
function P.special_ok(seat, c)
  if lib.is_special(c) then
    if pvar(seat, "special_played") then return false end
  elseif lib.kind(c) == "ally" then
    if pvar(seat, "ally_played") then return false end
  else
    return false
  end
  return P.placeable(seat, c)
end

-- Plays Special Card or Ally c (from hand: its Prone cost paid; else from
-- an Exertion). A Location bumps every other Location in play (Locations).
function P.play_special(seat, c, from_hand)
  if from_hand then P.from_hand(seat, c) end
  set_turn_var(seat, lib.is_special(c) and "special_played" or "ally_played", true)
  local d = cv.def(c)
  if d.kind == "location" then
    for s = 1, 2 do
      for _, x in ipairs(cv.zone("board", s)) do
        if lib.kind(x) == "location" then cv.because("rule: Locations", lib.discard, x) end
      end
    end
  end
  cv.move(c, "board", seat)
  local ab = d.abilities and d.abilities[1]
  if ab and ab.word == "play" then cv.run_ability(c, ab, { player = seat, word = "play" }) end
  cv.event("card_played", { card = c, player = seat })
end

-- The Special Cards and Allies seat may play from hand now (Defense and
-- Attack Phases).
function P.special_actions(seat)
  local out = {}
  if P.hand_closed(seat) then return out end
  for _, c in ipairs(cv.zone("hand", seat)) do
    if P.special_ok(seat, c) and P.prone_ok(seat, c) then
      out[#out + 1] = { label = "play the " .. lib.kind(c) .. " " .. cv.name(c), card = c,
        cause = cv.name(c) .. ": played", run = function() P.play_special(seat, c, true) end }
    end
  end
  return out
end

-- ---- Ability Adjustment Phase -------------------------------------------------------------

-- Ability Adjustment Phase: the damage and Ability loss taken, and the
-- Ability gained, are applied (never above 15 nor below 0).
function P.adjust(seat)
  local o = cv.player(seat)
  local loss, gain = cv.pool(o, "loss"), cv.pool(o, "gain")
  if loss == 0 and gain == 0 then return end
  cv.set_pool(o, "loss", 0)
  cv.set_pool(o, "gain", 0)
  local a = lib.ability(seat)
  local n = math.max(0, math.min(lib.MAX_ABILITY, a - loss + gain))
  cv.set_pool(o, "ability", n)
  P.check_end()
end

-- ---- Draw/Discard Phase ---------------------------------------------------------------------

-- Draw/Discard Phase: draw up to, or discard down to, the hand size.
function P.draw_discard(seat)
  while not cv.over() and cv.zone_size("hand", seat) < lib.hand_size(seat) and cv.zone_size("endurance", seat) > 0 do
    lib.draw(seat)
    P.check_end()
  end
  while not cv.over() and cv.zone_size("hand", seat) > lib.hand_size(seat) do
    local opts = {}
    for _, c in ipairs(cv.zone("hand", seat)) do opts[#opts + 1] = { label = "discard " .. cv.name(c), card = c } end
    local pick = cv.choose(seat, "Discard down to " .. lib.hand_size(seat) .. " cards", opts)
    cv.move(pick.card, "discard", seat, 1)
  end
  if cv.over() then return end
  local limit = tonumber(cv.options.turn_limit) or 0
  if limit > 0 and cv.var(cv.GAME, "turn") >= limit then
    cv.because("rule: turn limit", cv.end_game, "a draw: the turn limit of " .. limit .. " turns is reached")
  end
end

return P
