-- Highlander 2nd Edition: attacking and defending (the summary's
-- Attacking, Types of Attacks, Power Blows, Hidden Attacks, Head Shots,
-- Defending and Defending Hidden Attacks), with the Edges played with an
-- attack or a defence and the Hard Exertion of a player who cannot play a
-- card from hand. Comments name the summary's headings
-- (001_230b9608c780bac7.txt); "facts sheet" is highlander-facts.md.
-- docs/highlander.md lists the readings taken.

local cv, ipairs = cv, ipairs
local F = {}
local lib, P

function F.init(l, p) lib, P = l, p end

-- ---- Attack Phase -------------------------------------------------------------------------

local function made(seat) return P.pvar(seat, "made") or 0 end
function F.opportunities(seat) return 1 + (P.pvar(seat, "extra_attacks") or 0) end

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
function F.attack_ok(seat, c)
  return lib.kind(c) == "attack" and made(seat) < F.opportunities(seat) and P.armed_ok(seat, c) and
    P.placeable(seat, c) and block_ok(seat, c)
end

-- Hidden Attacks: the first attack of a turn after the opponent made a Power
-- Blow in their last turn; never a Special Attack.
local function hidden_ok(seat, c)
  local opp_pb = P.pvar(lib.opponent(seat), "pb_turn")
  return made(seat) == 0 and opp_pb ~= nil and opp_pb == cv.var(cv.GAME, "turn") - 1 and
    cv.def(c).attack_type ~= "special"
end

-- Edges played in conjunction with another card (Edges): after seat plays
-- card x from hand, the Edges of its hand that go with x (rules: P.edge_ok)
-- are offered, one at a time, until seat plays no more.
function F.offer_edges(seat, x)
  local name = cv.var(x, "hidden") and "the hidden attack" or cv.name(x)
  while true do
    local opts = {}
    for _, e in ipairs(cv.zone("hand", seat)) do
      if P.edge_ok(seat, e, x) then
        opts[#opts + 1] = { label = "play the Edge " .. cv.name(e) .. " with " .. name, card = e }
      end
    end
    if #opts == 0 then return end
    opts[#opts + 1] = { label = "no more Edges with " .. name }
    local pick = cv.choose(seat, "Edges: play one with " .. name .. "?", opts, { ask = true })
    if not pick.card then return end
    cv.because(cv.name(pick.card) .. ": played", P.play_edge, seat, pick.card, x)
  end
end

-- Attacking: attack c is played (to the board, pending the opponent's next
-- Defense Phase). v.power: stated a Power Blow (Hard Exertion at the end of
-- the phase); v.hidden: face down, committed (cv.commit) until revealed;
-- v.from_hand: its Prone cost paid, then the Edges that go with it offered.
-- A printed Head Shot is a Power Blow at once; so is an attack made one by
-- an effect (rules.head_shot_next).
function F.make_attack(seat, c, v)
  if v.from_hand then P.from_hand(seat, c) end
  local serial = (cv.var(cv.GAME, "_serial") or 0) + 1
  cv.set_var(cv.GAME, "_serial", serial)
  if v.hidden then
    -- Hidden Attacks: face down, in a face-down zone of its own, so that
    -- neither the view nor the log shows the opponent which card it is
    -- (its owner's view shows it face down too: cv.reveal would name it in
    -- the opponent's log); committed, so it cannot be swapped before the
    -- reveal.
    cv.set_var(c, "hidden", true, "quiet")
    cv.move(c, "facedown", seat)
    cv.commit(c)
  else
    cv.move(c, "board", seat)
  end
  P.set_turn_var(seat, "made", made(seat) + 1)
  cv.set_var(c, "pending", serial, "quiet")
  local bonus = P.pvar(seat, "fury")
  if bonus then lib.add_damage(c, bonus) end
  if cv.def(c).head_shot == true then
    cv.set_var(c, "power", true, v.hidden and "quiet" or nil)
    cv.set_var(cv.player(seat), "pb_turn", cv.var(cv.GAME, "turn"), "quiet")
  elseif v.power then
    cv.set_var(c, "declared", true, v.hidden and "quiet" or nil)
  end
  if v.hidden then cv.log("%s makes a Hidden Attack", cv.player_name(seat)) end
  if P.pvar(seat, "head_shot_next") and not v.hidden and lib.can_head_shot(c) then
    cv.set_var(cv.player(seat), "head_shot_next", nil, "quiet")
    cv.because("rule: Head Shots", lib.make_head_shot, c)
  end
  cv.event("attack_made", { card = c, player = seat })
  if v.from_hand and not cv.over() then F.offer_edges(seat, c) end
end

-- Could seat play defence c from hand against an attack pending for its
-- Defense Phase?
local function defence_playable(seat, c)
  if not (lib.is_defence(c) and P.armed_ok(seat, c) and P.placeable(seat, c)) then return false end
  for _, a in ipairs(lib.pending_attacks(lib.opponent(seat))) do
    if cv.var(a, "hidden") or lib.proper_defence(c, a) then return true end
  end
  return false
end

-- Has seat a card in hand it could play now, in window 'word' (Edges
-- aside): a Special Card or an Ally, an attack in the Attack Phase, a
-- defence for a pending attack in the Defense Phase?
local function hand_playable(seat, word)
  for _, c in ipairs(cv.zone("hand", seat)) do
    if P.prone_ok(seat, c) and (P.special_ok(seat, c) or (word == "attack" and F.attack_ok(seat, c)) or
        (word == "defense" and defence_playable(seat, c))) then
      return true
    end
  end
  return false
end

-- Reasons to make a Hard Exertion: "If you cannot play a card (not counting
-- Edge cards) from your Hand during your turn". Option stuck_exertion=turn
-- (the default): offered in the Attack Phase when seat has played no card
-- but Edges from hand this turn and none in hand can be played now;
-- 'phase': in the Defense and Attack Phases whenever none in hand can be
-- played. One card found that could be played now may be played (an
-- attack in the Attack Phase, a Special Card or an Ally), then an Illusion.
function F.stuck_actions(seat, word)
  if P.hand_closed(seat) or not P.can_hard(seat) then return {} end
  if cv.options.stuck_exertion ~= "phase" and (word ~= "attack" or P.pvar(seat, "played_hand")) then return {} end
  if hand_playable(seat, word) then return {} end
  return { { label = "Hard Exertion: no card in hand can be played (play one found)",
    cause = "rule: Reasons to make a Hard Exertion",
    run = function()
      P.hard_exertion(seat, "as no card in hand can be played", {
        filter = function(c) return (word == "attack" and F.attack_ok(seat, c)) or P.special_ok(seat, c) end,
        play = function(c)
          if lib.kind(c) == "attack" then F.make_attack(seat, c, {})
          else P.play_special(seat, c, false) end
        end })
    end } }
end

-- The Attack Phase's options: each attack in hand (as a Power Blow, hidden,
-- where allowed), the Special Cards, the Hard Exertion for an attack when
-- none is in hand, the Hard Exertion of a player who cannot play a card.
function F.attack_actions(seat)
  local out = {}
  if P.hand_closed(seat) then return out end
  local any = false
  for _, c in ipairs(cv.zone("hand", seat)) do
    if F.attack_ok(seat, c) and P.prone_ok(seat, c) then
      any = true
      local name = cv.name(c)
      local variants = { { "", {} } }
      if lib.can_power(c) and not lib.is_head_shot(c) and P.can_hard(seat) then
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
          run = function() F.make_attack(seat, c, opt) end }
      end
    end
  end
  for _, o in ipairs(P.special_actions(seat)) do out[#out + 1] = o end
  -- Attacking: no attack in hand: a Hard Exertion to search for one.
  if not any and made(seat) < F.opportunities(seat) and P.can_hard(seat) then
    out[#out + 1] = { label = "Hard Exertion to search for an attack", cause = "rule: Attacking",
      run = function()
        P.hard_exertion(seat, "to search for an attack", {
          filter = function(c) return F.attack_ok(seat, c) end,
          play = function(c) F.make_attack(seat, c, {}) end })
      end }
  end
  for _, o in ipairs(F.stuck_actions(seat, "attack")) do out[#out + 1] = o end
  return out
end

-- Power Blows: at the end of the Attack Phase, a Hard Exertion for each
-- attack stated a Power Blow (only one can be made: one a turn).
function F.end_attack_phase(seat)
  for _, z in ipairs({ "board", "facedown" }) do
    for _, a in ipairs(cv.zone(z, seat)) do
      if cv.var(a, "declared") then
        cv.set_var(a, "declared", nil, "quiet")
        local how = cv.var(a, "hidden") and "quiet" or nil
        local name = how and "the hidden attack" or cv.name(a)
        cv.because("rule: Power Blows", function()
          if not P.can_hard(seat) then
            cv.log("%s has made a Hard Exertion this turn: %s is not a Power Blow", cv.player_name(seat), name)
          elseif P.power_exertion(seat, "blow") then
            cv.set_var(a, "power", true, how)
            cv.set_var(cv.player(seat), "pb_turn", cv.var(cv.GAME, "turn"), "quiet")
          end
        end)
      end
    end
  end
end

-- ---- Defense Phase -----------------------------------------------------------------------

local function head_shot_wins(a)
  local s = cv.owner(a)
  cv.because("rule: Head Shots", cv.end_game,
    cv.player_name(s) .. " wins with a Head Shot " .. cv.player_name(lib.opponent(s)) .. " could not defend", { s })
end

-- Head Shots / Dirty Tricks / Attacking: an attack not defended: its damage
-- is taken (damage: prevention applies, rules.damage_to).
local function undefended(seat, a)
  local d = cv.def(a)
  cv.log("%s is not defended", cv.name(a))
  if lib.is_head_shot(a) then return head_shot_wins(a) end
  local n = lib.damage(a)
  if n > 0 then lib.damage_to(seat, n) end
  if d.attack_type == "dirty" then
    local ab = d.abilities and d.abilities[1]
    if ab then cv.run_ability(a, ab, { player = cv.owner(a), word = "success" }) end
  end
  cv.event("hit", { card = a, player = seat })
end

-- Defending: defence d stops attack a; a Power Blow stopped by a Block needs
-- a Power Block (a Hard Exertion, or a Block made one by an Edge: card var
-- 'power_block'), or the defender takes "the difference between the two
-- damage values plus any additional damage for a successful attack" (Power
-- Blows); a Head Shot so blocked counts as defended or not by option
-- headshot_blocked.
local function defended(seat, a, d)
  cv.log("%s defends %s", cv.name(d), cv.name(a))
  cv.set_var(d, "defended", true, "quiet")
  if cv.var(a, "power") and lib.kind(d) == "block" then
    local diff = lib.damage(a) - (cv.def(a).damage or 0)
    local pb = cv.var(d, "power_block") ~= nil
    if pb then
      cv.log("%s is a Power Block", cv.name(d))
    elseif P.can_hard(seat) then
      local _, i = cv.choose(seat, cv.name(a) .. " is a Power Blow: make a Power Block?",
        { "make a Power Block (Hard Exertion)", "no Power Block: take the difference (" .. diff .. ")" }, { ask = true })
      if i == 1 then pb = P.power_exertion(seat, "block") end
    end
    if not pb then
      if lib.is_head_shot(a) and cv.options.headshot_blocked == "lost" then return head_shot_wins(a) end
      cv.because("rule: Power Blows", function()
        local extra = lib.extra_damage(a)
        if extra > 0 then
          cv.log("%s takes the difference, %d, plus %d additional damage", cv.player_name(seat), diff - extra, extra)
        else
          cv.log("%s takes the difference: %d", cv.player_name(seat), diff)
        end
        lib.damage_to(seat, diff)
      end)
    end
  end
  cv.event("defended", { card = a, defence = d, player = seat })
end

-- Defending Hidden Attacks: the attack is turned face up: shown to every
-- player (which releases its commitment), then moved face up.
local function reveal(a)
  cv.set_var(a, "hidden", nil, "quiet")
  cv.because("rule: Defending Hidden Attacks", function()
    cv.reveal(a)
    cv.move(a, "board", cv.owner(a))
    cv.log("the hidden attack is %s", cv.name(a))
    if cv.var(a, "power") then cv.log("%s is a Power Blow", cv.name(a)) end
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
function F.defend_one(seat, a, prev)
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
      P.from_hand(seat, c)
      cv.move(c, "board", seat)
      F.offer_edges(seat, c)
      if hidden then reveal(a) end
      if lib.proper_defence(c, a) then
        defended(seat, a, c)
        return c
      end
      cv.because("rule: Defending Hidden Attacks", function()
        cv.log("%s does not defend %s", cv.name(c), cv.name(a))
        if cv.options.hidden_wrong_guess == "hand" then
          for _, v in ipairs(lib.CARD_VARS) do cv.set_var(c, v, nil, "quiet") end
          cv.move(c, "hand", seat)
        else
          lib.discard(c)
        end
      end)
      guessed = true
    end
  end
end

-- Defense Phase: Special Cards first (a window), then each attack the
-- opponent made in their last turn is defended or not, in the order made.
function F.defense(seat)
  cv.window("defense")
  local prev
  for _, a in ipairs(lib.pending_attacks(lib.opponent(seat))) do
    if cv.over() then return end
    prev = F.defend_one(seat, a, prev)
    cv.set_var(a, "pending", nil, "quiet")
    cv.set_var(a, "power", nil, "quiet")
  end
end

return F
