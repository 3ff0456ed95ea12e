-- Highlander 2nd Edition: the turn's procedures (the six phases of the
-- summary's Sequence Of Turns), Exertions, attacking and defending. Comments
-- name the summary's headings (001_230b9608c780bac7.txt); "facts sheet" is
-- highlander-facts.md. docs/highlander.md lists the readings taken.

local cv, ipairs = cv, ipairs
local P = {}
local lib

function P.init(l) lib = l end

local function pvar(seat, k) return cv.var(cv.player(seat), k) end
local function set_turn_var(seat, k, v) cv.set_var(cv.player(seat), k, v, { quiet = true, ["until"] = "turn" }) end

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

-- Diamond Icon: one copy of a unique card on its owner's side; a Plot: one
-- copy of it a player (Plots); a card of an Immortal needs his Persona.
function P.placeable(seat, c)
  local d = cv.def(c)
  if d.immortal then
    local p = lib.persona(seat)
    if not p or cv.def(p).title ~= d.immortal then return false end
  end
  if d.unique or d.kind == "plot" then
    for _, x in ipairs(cv.zone("board", seat)) do
      if cv.def(x).title == d.title then return false end
    end
  end
  return true
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
-- of the Endurance in the same order. Returns fn's result.
function P.soft_exertion(seat, why, fn)
  return cv.because("rule: Soft Exertion", function()
    cv.log("%s makes a Soft Exertion %s", cv.player_name(seat), why)
    local cards = exert_cards(seat)
    if cv.options.soft_shown == "yes" then
      for _, c in ipairs(cards) do cv.reveal(c) end
    end
    local r = fn(cards)
    for _, c in ipairs(cards) do cv.move(c, "endurance", seat) end
    return r
  end)
end

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
-- discard pile (Dodges and Illusions too with option sweep_dodges=yes).
function P.sweep(seat)
  for _, c in ipairs(cv.zone("facedown", seat)) do lib.discard(c) end
  for _, c in ipairs(cv.zone("board", seat)) do
    local k = lib.kind(c)
    if SWEPT[k] or (cv.options.sweep_dodges == "yes" and (k == "dodge" or k == "illusion")) then
      lib.discard(c)
    end
  end
end

-- ---- May Do/Must Do Phase -------------------------------------------------------------

local CONDITIONS = { { var = "prone", what = "get up" }, { var = "disarmed", what = "rearm" } }

-- Becoming Armed/Getting UnProne: a Soft Exertion needs 3 of the named Gem,
-- a Hard one 2; one attempt a turn for each.
function P.recover(seat, cond, hard, gem)
  set_turn_var(seat, "tried_" .. cond.var, true)
  local need = hard and 2 or 3
  local why = "to " .. cond.what .. " (" .. need .. " " .. gem .. ")"
  local n
  if hard then
    local _, k = P.hard_exertion(seat, why, { measure = function(cards) return lib.count_gem(cards, gem) end })
    n = k
  else
    n = P.soft_exertion(seat, why, function(cards) return lib.count_gem(cards, gem) end)
  end
  cv.because("rule: Becoming Armed/Getting UnProne", function()
    if n >= need then
      cv.log("%s finds %d %s and succeeds", cv.player_name(seat), n, gem)
      cv.set_var(cv.player(seat), cond.var, nil)
    else
      cv.log("%s finds %d %s and fails", cv.player_name(seat), n, gem)
    end
  end)
end

function P.maydo_actions(seat)
  local out = {}
  if not P.hand_closed(seat) then
    for _, c in ipairs(cv.zone("hand", seat)) do
      local d = cv.def(c)
      if d.kind == "edge" and P.prone_ok(seat, c) and P.placeable(seat, c) then
        out[#out + 1] = { label = "play the Edge " .. cv.name(c), card = c, cause = cv.name(c) .. ": played",
          run = function()
            P.pay_prone(seat, c)
            cv.move(c, "board", seat)
            local ab = d.abilities and d.abilities[1]
            if ab then cv.run_ability(c, ab, { player = seat, word = "maydo" }) end
          end }
      end
    end
  end
  for _, cond in ipairs(CONDITIONS) do
    if pvar(seat, cond.var) and not pvar(seat, "tried_" .. cond.var) then
      for _, gem in ipairs(lib.GEMS) do
        out[#out + 1] = { label = "try to " .. cond.what .. ": Soft Exertion for 3 " .. gem,
          cause = "rule: Becoming Armed/Getting UnProne", run = function() P.recover(seat, cond, false, gem) end }
        if P.can_hard(seat) then
          out[#out + 1] = { label = "try to " .. cond.what .. ": Hard Exertion for 2 " .. gem,
            cause = "rule: Becoming Armed/Getting UnProne", run = function() P.recover(seat, cond, true, gem) end }
        end
      end
    end
  end
  return out
end

-- ---- Special Cards (Defense and Attack Phases) -------------------------------------

-- SPECIAL CARDS: one a turn, played in the Defense or Attack Phase. A
-- Location bumps every other Location in play (Locations).
function P.play_special(seat, c)
  P.pay_prone(seat, c)
  set_turn_var(seat, "special_played", true)
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
end

function P.special_actions(seat)
  local out = {}
  if P.hand_closed(seat) or pvar(seat, "special_played") then return out end
  for _, c in ipairs(cv.zone("hand", seat)) do
    if lib.is_special(c) and P.prone_ok(seat, c) and P.placeable(seat, c) then
      out[#out + 1] = { label = "play the " .. lib.kind(c) .. " " .. cv.name(c), card = c,
        cause = cv.name(c) .. ": played", run = function() P.play_special(seat, c) end }
    end
  end
  return out
end

-- ---- Attack Phase -------------------------------------------------------------------------

local function made(seat) return pvar(seat, "made") or 0 end
function P.opportunities(seat) return 1 + (pvar(seat, "extra_attacks") or 0) end

-- Blocks: the first attack opportunity cannot be to a grid covered by a
-- Block seat played (it is on seat's board until the next Sweep).
local function block_ok(seat, c)
  if made(seat) > 0 then return true end
  for _, b in ipairs(cv.zone("board", seat)) do
    if lib.kind(b) == "block" and lib.overlaps(b, c) then return false end
  end
  return true
end

-- May seat make attack c now (from hand or from an Exertion)?
function P.attack_ok(seat, c)
  return lib.kind(c) == "attack" and made(seat) < P.opportunities(seat) and P.armed_ok(seat, c) and
    P.placeable(seat, c) and block_ok(seat, c)
end

-- Hidden Attacks: the first attack of a turn after the opponent made a Power
-- Blow in their last turn; never a Special Attack.
local function hidden_ok(seat, c)
  local opp_pb = pvar(lib.opponent(seat), "pb_turn")
  return made(seat) == 0 and opp_pb ~= nil and opp_pb == cv.var(cv.GAME, "turn") - 1 and
    cv.def(c).attack_type ~= "special"
end

-- Attacking: attack c is played (to the board, pending the opponent's next
-- Defense Phase). v.power: stated a Power Blow (Hard Exertion at the end of
-- the phase); v.hidden: face down. A Head Shot is a Power Blow at once.
function P.make_attack(seat, c, v)
  if v.from_hand then P.pay_prone(seat, c) end
  local serial = (cv.var(cv.GAME, "_serial") or 0) + 1
  cv.set_var(cv.GAME, "_serial", serial)
  if v.hidden then
    -- Hidden Attacks: face down, in a face-down zone of its own, so that
    -- neither the view nor the log shows the opponent which card it is
    -- (its owner's view shows it face down too: cv.reveal would name it in
    -- the opponent's log).
    cv.set_var(c, "hidden", true, "quiet")
    cv.move(c, "facedown", seat)
  else
    cv.move(c, "board", seat)
  end
  set_turn_var(seat, "made", made(seat) + 1)
  cv.set_var(c, "pending", serial, "quiet")
  local bonus = pvar(seat, "fury")
  if bonus then cv.set_var(c, "bonus", bonus, "quiet") end
  if cv.def(c).head_shot then
    cv.set_var(c, "power", true)
    cv.set_var(cv.player(seat), "pb_turn", cv.var(cv.GAME, "turn"), "quiet")
  elseif v.power then
    cv.set_var(c, "declared", true)
  end
  if v.hidden then cv.log("%s makes a Hidden Attack", cv.player_name(seat)) end
  cv.event("attack_made", { card = c, player = seat })
end

function P.attack_actions(seat)
  local out = {}
  if not P.hand_closed(seat) then
    local any = false
    for _, c in ipairs(cv.zone("hand", seat)) do
      if P.attack_ok(seat, c) and P.prone_ok(seat, c) then
        any = true
        local name = cv.name(c)
        local variants = { { "", {} } }
        if lib.can_power(c) and not cv.def(c).head_shot and P.can_hard(seat) then
          variants[#variants + 1] = { " as a Power Blow", { power = true } }
        end
        if hidden_ok(seat, c) then
          local n = #variants
          for i = 1, n do
            variants[#variants + 1] = { " hidden" .. variants[i][1], { power = variants[i][2].power, hidden = true } }
          end
        end
        for _, v in ipairs(variants) do
          local opt = { power = v[2].power, hidden = v[2].hidden, from_hand = true }
          out[#out + 1] = { label = "attack with " .. name .. v[1], card = c,
            cause = opt.hidden and "rule: Hidden Attacks" or name .. ": attack",
            run = function() P.make_attack(seat, c, opt) end }
        end
      end
    end
    for _, o in ipairs(P.special_actions(seat)) do out[#out + 1] = o end
    -- Attacking: no attack in hand: a Hard Exertion to search for one.
    if not any and made(seat) < P.opportunities(seat) and P.can_hard(seat) then
      out[#out + 1] = { label = "Hard Exertion to search for an attack", cause = "rule: Attacking",
        run = function()
          P.hard_exertion(seat, "to search for an attack", {
            filter = function(c) return P.attack_ok(seat, c) end,
            play = function(c) P.make_attack(seat, c, {}) end })
        end }
    end
  end
  return out
end

-- Power Blows: at the end of the Attack Phase, a Hard Exertion for each
-- attack stated a Power Blow (only one can be made: one a turn).
function P.end_attack_phase(seat)
  for _, a in ipairs(cv.zone("board", seat)) do
    if cv.var(a, "declared") then
      cv.set_var(a, "declared", nil, "quiet")
      cv.because("rule: Power Blows", function()
        if not P.can_hard(seat) then
          cv.log("%s has made a Hard Exertion this turn: %s is not a Power Blow", cv.player_name(seat), cv.name(a))
        elseif P.power_exertion(seat, "blow") then
          cv.set_var(a, "power", true)
          cv.set_var(cv.player(seat), "pb_turn", cv.var(cv.GAME, "turn"), "quiet")
        end
      end)
    end
  end
end

-- ---- Defense Phase -----------------------------------------------------------------------

local function head_shot_wins(a)
  local s = cv.owner(a)
  cv.because("rule: Head Shots", cv.end_game,
    cv.player_name(s) .. " wins with a Head Shot " .. cv.player_name(lib.opponent(s)) .. " could not defend", { s })
end

-- Head Shots / Dirty Tricks / Attacking: an attack not defended.
local function undefended(seat, a)
  local d = cv.def(a)
  cv.log("%s is not defended", cv.name(a))
  if d.head_shot then return head_shot_wins(a) end
  local n = lib.damage(a)
  if n > 0 then lib.lose(seat, n) end
  if d.attack_type == "dirty" then
    local ab = d.abilities and d.abilities[1]
    if ab then cv.run_ability(a, ab, { player = cv.owner(a), word = "success" }) end
  end
  cv.event("hit", { card = a, player = seat })
end

-- Defending: defence d stops attack a; a Power Blow stopped by a Block needs
-- a Power Block, or the defender takes the difference (Power Blows); a Head
-- Shot so blocked counts as defended or not by option headshot_blocked.
local function defended(seat, a, d)
  cv.log("%s defends %s", cv.name(d), cv.name(a))
  cv.set_var(d, "defended", true, "quiet")
  if cv.var(a, "power") and lib.kind(d) == "block" then
    local diff = lib.damage(a) - (cv.def(a).damage or 0) - (cv.var(a, "bonus") or 0)
    local pb = false
    if P.can_hard(seat) then
      local _, i = cv.choose(seat, cv.name(a) .. " is a Power Blow: make a Power Block?",
        { "make a Power Block (Hard Exertion)", "no Power Block: take the difference (" .. diff .. ")" }, { ask = true })
      if i == 1 then pb = P.power_exertion(seat, "block") end
    end
    if not pb then
      if cv.def(a).head_shot and cv.options.headshot_blocked == "lost" then return head_shot_wins(a) end
      cv.because("rule: Power Blows", function()
        cv.log("%s takes the difference: %d", cv.player_name(seat), diff)
        lib.lose(seat, diff)
      end)
    end
  end
  cv.event("defended", { card = a, defence = d, player = seat })
end

-- Defending Hidden Attacks: the attack is turned face up.
local function reveal(a)
  cv.set_var(a, "hidden", nil, "quiet")
  cv.because("rule: Defending Hidden Attacks", function()
    cv.move(a, "board", cv.owner(a))
    cv.log("the hidden attack is %s", cv.name(a))
  end)
end

-- The defences already on seat's board that may defend attack a again
-- (option defence_reuse): the one that defended the previous attack, or any.
local function standing(seat, prev)
  if cv.options.defence_reuse == "any" then
    local out = {}
    for _, d in ipairs(cv.zone("board", seat)) do
      if lib.is_defence(d) and cv.var(d, "defended") then out[#out + 1] = d end
    end
    return out
  end
  return prev and { prev } or {}
end

-- A defence found by a Hard Exertion (Reasons to make a Hard Exertion).
local function exert_for_defence(seat, a)
  local found = P.hard_exertion(seat, "to search for a defence", {
    filter = function(c)
      return lib.is_defence(c) and P.armed_ok(seat, c) and P.placeable(seat, c) and lib.proper_defence(c, a)
    end,
    play = function(c) cv.move(c, "board", seat) end })
  return found
end

-- Defending: one defence for attack a, or none. Returns the defence used.
function P.defend_one(seat, a, prev)
  local guessed = false
  while true do
    local hidden = cv.var(a, "hidden") ~= nil
    local name = hidden and "the hidden attack" or cv.name(a)
    local opts, from_hand = {}, false
    if not P.hand_closed(seat) and not guessed then
      for _, c in ipairs(cv.zone("hand", seat)) do
        if lib.is_defence(c) and P.armed_ok(seat, c) and P.prone_ok(seat, c) and P.placeable(seat, c) and
            (hidden or lib.proper_defence(c, a)) then
          from_hand = true
          opts[#opts + 1] = { label = (hidden and "guess against " or "defend ") .. name .. " with " .. cv.name(c) ..
            " from hand", card = c, how = "hand" }
        end
      end
    end
    if not hidden and not guessed then
      for _, d in ipairs(standing(seat, prev)) do
        if lib.proper_defence(d, a) then
          opts[#opts + 1] = { label = "defend " .. name .. " with the standing " .. cv.name(d), card = d, how = "standing" }
        end
      end
    end
    if P.can_hard(seat) and (hidden or guessed or not from_hand) then
      opts[#opts + 1] = { label = "Hard Exertion for a defence against " .. name, how = "exert" }
    end
    opts[#opts + 1] = { label = "take " .. name .. " undefended", how = "take" }
    local pick = cv.choose(seat, cv.player_name(seat) .. ": defend " .. name .. "?", opts)
    if pick.how == "take" then
      if hidden then reveal(a) end
      undefended(seat, a)
      return nil
    elseif pick.how == "standing" then
      defended(seat, a, pick.card)
      return pick.card
    elseif pick.how == "exert" then
      if hidden then reveal(a) end
      local d = exert_for_defence(seat, a)
      if d then defended(seat, a, d); return d end
      undefended(seat, a)
      return nil
    else
      local c = pick.card
      P.pay_prone(seat, c)
      cv.move(c, "board", seat)
      if hidden then reveal(a) end
      if lib.proper_defence(c, a) then
        defended(seat, a, c)
        return c
      end
      cv.because("rule: Defending Hidden Attacks", function()
        cv.log("%s does not defend %s", cv.name(c), cv.name(a))
        if cv.options.hidden_wrong_guess == "hand" then cv.move(c, "hand", seat)
        else cv.move(c, "discard", seat, 1) end
      end)
      guessed = true
    end
  end
end

-- Defense Phase: Special Cards first (a window), then each attack the
-- opponent made in their last turn is defended or not, in the order made.
function P.defense(seat)
  cv.window("defense")
  local prev
  for _, a in ipairs(lib.pending_attacks(lib.opponent(seat))) do
    if cv.over() then return end
    prev = P.defend_one(seat, a, prev)
    cv.set_var(a, "pending", nil, "quiet")
    cv.set_var(a, "power", nil, "quiet")
  end
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
