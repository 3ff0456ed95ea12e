-- Highlander: The Card Game, 2nd Edition: the card library. Card scripts see
-- this table as 'rules'; the ruleset's procedures (play.lua) use it too.
-- Section names in comments are the rules summary's headings
-- (001_230b9608c780bac7.txt); "facts sheet" is highlander-facts.md.

local cv, ipairs = cv, ipairs
local lib = {}

-- ---- constants ---------------------------------------------------------------

-- The nine squares of the 3x3 grid (facts sheet: Grid), row by row.
-- e.g. grids = { "upper left", "upper center" }
lib.SQUARES = { "upper left", "upper center", "upper right",
  "middle left", "center", "middle right",
  "lower left", "lower center", "lower right" }

-- The Gem types of this implementation (the facts sheet leaves their names
-- OPEN: a small documented set).
-- e.g. gems = { "agility" }
lib.GEMS = { "agility", "strength", "wisdom" }

-- The starting and maximum Ability (facts sheet: Ability starts at 15).
-- e.g. rules.MAX_ABILITY
lib.MAX_ABILITY = 15

-- The Special Card kinds (the summary's list of SPECIAL CARDS): one a turn.
-- e.g. rules.SPECIAL[cv.def(c).kind]
lib.SPECIAL = { event = true, situation = true, location = true, object = true, plot = true }

-- ---- players -----------------------------------------------------------------

-- The other player (the game has two).
-- e.g. rules.opponent(cv.owner(self))
function lib.opponent(seat) return seat == 1 and 2 or 1 end

-- The player whose turn it is.
-- e.g. rules.active() == cv.owner(self)
function lib.active() return cv.var(cv.GAME, "player") end

-- A player's current Ability (the pool 'ability').
-- e.g. rules.ability(1) >= 10
function lib.ability(seat) return cv.pool(cv.player(seat), "ability") end

-- Ability loss of seat, resolved in that player's next Ability Adjustment
-- Phase (the pool 'loss'; Ability Adjustment Phase). Ability loss is not
-- damage: no damage prevention stops it (facts sheet).
-- e.g. rules.lose(rules.opponent(cv.owner(self)), 2)
function lib.lose(seat, n)
  if n > 0 then cv.add_pool(cv.player(seat), "loss", n) end
end

-- Damage to seat (an attack not defended, a Power Blow's difference): the
-- cards on seat's side with prevention left (card var 'ward', set by
-- rules.ward) prevent what they can, in board order; the rest is taken as
-- in rules.lose. Returns the damage taken.
-- e.g. rules.damage_to(rules.opponent(cv.owner(self)), 2)
function lib.damage_to(seat, n)
  for _, c in ipairs(cv.zone("board", seat)) do
    local w = cv.var(c, "ward")
    if n <= 0 then break end
    if w and w > 0 then
      local k = math.min(w, n)
      cv.because(cv.name(c) .. ": prevention", function()
        cv.log("%s prevents %d damage to %s", cv.name(c), k, cv.player_name(seat))
        cv.set_var(c, "ward", w - k > 0 and w - k or nil, "quiet")
      end)
      n = n - k
    end
  end
  lib.lose(seat, n)
  return n
end

-- Card c, while in play, prevents the next n damage to its owner (the card
-- variable 'ward'; Ability loss is not prevented).
-- e.g. rules.ward(self, 3)
function lib.ward(c, n) cv.set_var(c, "ward", (cv.var(c, "ward") or 0) + n) end

-- Ability gained by seat, resolved in that player's next Ability Adjustment
-- Phase (the pool 'gain'), never above the maximum.
-- e.g. rules.gain(cv.owner(self), 2)
function lib.gain(seat, n)
  if n > 0 then cv.add_pool(cv.player(seat), "gain", n) end
end

-- Ability lost at once, never below 0 (Exhaustion, facts sheet).
-- e.g. rules.lose_now(seat, 5)
function lib.lose_now(seat, n)
  local a = lib.ability(seat)
  if n > 0 and a > 0 then cv.add_pool(cv.player(seat), "ability", -math.min(a, n)) end
end

-- The Persona card of seat in play, or nil (facts sheet: Persona).
-- e.g. local p = rules.persona(cv.owner(self))
function lib.persona(seat) return cv.zone("persona", seat)[1] end

-- Maximum hand size: the current Ability plus the 'hand_size' of seat's
-- Persona (facts sheet: hand size equals Ability unless a card changes it).
-- e.g. rules.hand_size(1)
function lib.hand_size(seat)
  local n = lib.ability(seat)
  local p = lib.persona(seat)
  if p and cv.def(p).hand_size then n = n + cv.def(p).hand_size end
  return math.max(n, 0)
end

-- The number of cards an Exertion takes: 5, plus the 'exertion_size' of each
-- copy in play, on either side (facts sheet: Exertion size; Objects and
-- Situations affect both players).
-- e.g. rules.exertion_size(cv.owner(self))
function lib.exertion_size(seat)
  local n = 5
  for _, c in ipairs(cv.active_cards()) do
    local d = cv.def(c)
    if d.exertion_size then n = n + d.exertion_size end
  end
  return math.max(n, 0)
end

-- Is seat Prone (Prone and Disarmed: Prone)?
-- e.g. rules.is_prone(rules.opponent(cv.owner(self)))
function lib.is_prone(seat) return cv.var(cv.player(seat), "prone") ~= nil end

-- The Weapons seat has (Disarmed; Objects: Hilts), each
-- { name =, card =, base = }: first its own Weapon - the one its Persona
-- names (card: the Persona), or, when none names one, an unnamed Weapon
-- (card nil) unless option unnamed_weapon=no - then every card on its side
-- that is a Weapon (an Object with a 'weapon' name), in board order.
-- e.g. #rules.weapons(cv.owner(self)) >= 2
function lib.weapons(seat)
  local out = {}
  local p = lib.persona(seat)
  if p and cv.def(p).weapon then
    out[1] = { name = cv.def(p).weapon, card = p, base = true }
  elseif cv.options.unnamed_weapon == "yes" then
    out[1] = { name = "Weapon", base = true }
  end
  for _, c in ipairs(cv.zone("board", seat)) do
    if cv.def(c).weapon then out[#out + 1] = { name = cv.name(c), card = c } end
  end
  return out
end

-- Is Weapon w of seat (an entry of rules.weapons) Disarmed? Its own
-- Weapon's state is the player variable 'disarmed', a Weapon card's the
-- card variable 'disarmed'.
-- e.g. rules.weapon_disarmed(seat, rules.weapons(seat)[1])
function lib.weapon_disarmed(seat, w)
  if w.base then return cv.var(cv.player(seat), "disarmed") ~= nil end
  return cv.var(w.card, "disarmed") ~= nil
end

-- The Weapons of seat that are not Disarmed.
-- e.g. #rules.armed_weapons(seat) == 0
function lib.armed_weapons(seat)
  local out = {}
  for _, w in ipairs(lib.weapons(seat)) do
    if not lib.weapon_disarmed(seat, w) then out[#out + 1] = w end
  end
  return out
end

-- Is seat Disarmed: it has no Weapon that is not Disarmed, so it cannot
-- play attacks or blocks (Prone and Disarmed: Disarmed)?
-- e.g. rules.is_disarmed(cv.owner(self))
function lib.is_disarmed(seat) return #lib.armed_weapons(seat) == 0 end

-- Makes seat Prone (Prone and Disarmed).
-- e.g. rules.make_prone(rules.opponent(cv.owner(self)))
function lib.make_prone(seat) cv.set_var(cv.player(seat), "prone", true) end

-- Disarms one Weapon of seat (Prone and Disarmed: Disarmed); a player with
-- more than one Weapon not Disarmed chooses which. Returns the Weapon, or
-- nil when none was left to disarm.
-- e.g. rules.disarm(rules.opponent(cv.owner(self)))
function lib.disarm(seat)
  local armed = lib.armed_weapons(seat)
  if #armed == 0 then return nil end
  local w = armed[1]
  if #armed > 1 then
    local opts = {}
    for _, x in ipairs(armed) do opts[#opts + 1] = { label = "disarm " .. x.name, card = x.card, weapon = x } end
    w = cv.choose(seat, "Disarmed: which of your Weapons is Disarmed?", opts).weapon
  end
  if w.base then cv.set_var(cv.player(seat), "disarmed", true)
  else cv.set_var(w.card, "disarmed", true) end
  return w
end

-- Rearms Weapon w of seat (an entry of rules.weapons), or, with no w, every
-- Weapon of seat (Becoming Armed).
-- e.g. rules.rearm(cv.owner(self))
function lib.rearm(seat, w)
  for _, x in ipairs(w and { w } or lib.weapons(seat)) do
    if x.base then cv.set_var(cv.player(seat), "disarmed", nil)
    else cv.set_var(x.card, "disarmed", nil) end
  end
  if not w then cv.set_var(cv.player(seat), "disarmed", nil) end
end

-- The Gems an Exertion to rearm must find (Becoming Armed): 3 on a Soft
-- Exertion, 2 on a Hard one, plus the 'rearm_gems' of each card on seat's
-- side in play (a Hilt's), never below 1.
-- e.g. rules.rearm_need(seat, true)
function lib.rearm_need(seat, hard)
  local n = hard and 2 or 3
  for _, z in ipairs({ "persona", "board" }) do
    for _, c in ipairs(cv.zone(z, seat)) do n = n + (cv.def(c).rearm_gems or 0) end
  end
  return math.max(n, 1)
end

-- The Hilts seat has in play (Objects: a Hilt is an Object with hilt = true).
-- e.g. #rules.hilts(seat)
function lib.hilts(seat)
  local out = {}
  for _, c in ipairs(cv.zone("board", seat)) do
    if cv.def(c).hilt then out[#out + 1] = c end
  end
  return out
end

-- How many Hilts seat may have in play: one for each Weapon it has, or
-- for each not Disarmed with option hilt_weapons=armed (Objects).
-- e.g. rules.hilt_room(seat) > #rules.hilts(seat)
function lib.hilt_room(seat)
  if cv.options.hilt_weapons == "armed" then return #lib.armed_weapons(seat) end
  return #lib.weapons(seat)
end

-- Seat's attacks this turn do n more damage (an Edge's effect: the player
-- variable 'fury', until the end of the turn).
-- e.g. rules.add_fury(cv.owner(self), 1)
function lib.add_fury(seat, n)
  local o = cv.player(seat)
  cv.set_var(o, "fury", (cv.var(o, "fury") or 0) + n, { ["until"] = "turn" })
end

-- ---- cards and grids -----------------------------------------------------------

-- Card c's kind: attack, block, dodge, event, situation, location, object,
-- plot, ally, edge, illusion or persona.
-- e.g. rules.kind(c) == "block"
function lib.kind(c) return cv.def(c).kind end

-- Is card c a Special Card (Events, Situations, Locations, Objects, Plots;
-- an Ally too with option ally_play=special)?
-- e.g. rules.is_special(c)
function lib.is_special(c)
  local k = cv.def(c).kind
  return lib.SPECIAL[k] == true or (k == "ally" and cv.options.ally_play == "special")
end

-- Is card c a defence (a Block or a Dodge: Defending)?
-- e.g. rules.is_defence(c)
function lib.is_defence(c)
  local k = cv.def(c).kind
  return k == "block" or k == "dodge"
end

-- Card c's grid squares as a set { ["upper left"] = true, ... }.
-- e.g. rules.grid_set(c)["center"]
function lib.grid_set(c)
  local s = {}
  for _, g in ipairs(cv.def(c).grids or {}) do s[g] = true end
  return s
end

-- Does defence d cover every square attack a covers (facts sheet: Grid)?
-- e.g. rules.covers(block, attack)
function lib.covers(d, a)
  local ds = lib.grid_set(d)
  for _, g in ipairs(cv.def(a).grids or {}) do
    if not ds[g] then return false end
  end
  return true
end

-- Do cards x and y share a square?
-- e.g. rules.overlaps(attack, block)
function lib.overlaps(x, y)
  local s = lib.grid_set(x)
  for _, g in ipairs(cv.def(y).grids or {}) do
    if s[g] then return true end
  end
  return false
end

-- Does card c cover a square of the upper row (Head Shots: the top 3 grids)?
-- e.g. rules.covers_upper(c)
function lib.covers_upper(c)
  for _, g in ipairs(cv.def(c).grids or {}) do
    if g:sub(1, 5) == "upper" then return true end
  end
  return false
end

-- How many of Gem 'gem' a list of cards shows: each printed Gem, or at most
-- one a card (option gems_per_card; facts sheet: Gems).
-- e.g. rules.count_gem(cards, "agility")
function lib.count_gem(cards, gem)
  local n = 0
  for _, c in ipairs(cards) do
    local k = 0
    for _, g in ipairs(cv.def(c).gems or {}) do
      if g == gem then k = k + 1 end
    end
    if cv.options.gems_per_card == "one" then k = math.min(k, 1) end
    n = n + k
  end
  return n
end

-- All Gems a list of cards shows (each printed Gem counts).
-- e.g. rules.count_gems(cards)
function lib.count_gems(cards)
  local n = 0
  for _, c in ipairs(cards) do n = n + #(cv.def(c).gems or {}) end
  return n
end

-- Soft Exertions: seat looks at the top cards of its Endurance (the
-- Exertion size; shown to all with option soft_shown=yes), fn(cards)
-- measures them, then they go back to the bottom in the same order.
-- Returns fn's result.
-- e.g. rules.exert_soft(seat, "for wisdom", function(cards) return rules.count_gem(cards, "wisdom") end)
function lib.exert_soft(seat, why, fn)
  return cv.because("rule: Soft Exertion", function()
    cv.log("%s makes a Soft Exertion %s", cv.player_name(seat), why)
    local n = math.min(lib.exertion_size(seat), cv.zone_size("endurance", seat))
    local cards = cv.look(seat, n, "endurance", seat)
    if cv.options.soft_shown == "yes" then
      for _, c in ipairs(cards) do cv.reveal(c) end
    end
    local r = fn(cards)
    for _, c in ipairs(cards) do cv.move(c, "endurance", seat) end
    return r
  end)
end

-- Asks seat to name a Gem (one of rules.GEMS); returns its name.
-- e.g. local gem = rules.choose_gem(cv.owner(self), "Meditation: exert for which Gem?")
function lib.choose_gem(seat, prompt)
  local opts = {}
  for _, g in ipairs(lib.GEMS) do opts[#opts + 1] = { label = g, gem = g } end
  return cv.choose(seat, prompt, opts, { ask = true }).gem
end

-- Reasons to make a Soft Exertion ("if a card effect tells you to"): the
-- owner of card c makes one Soft Exertion for Gem 'gem' for c's effect and
-- gets the number of that Gem found; one for each effect: c makes at most
-- one a turn (nil the second time).
-- e.g. if (rules.soft_exertion(self, "wisdom") or 0) >= 2 then rules.gain(cv.owner(self), 1) end
function lib.soft_exertion(c, gem)
  local seat, turn = cv.owner(c), cv.var(cv.GAME, "turn")
  if cv.var(c, "_soft_turn") == turn then
    cv.log("%s has made its Soft Exertion this turn", cv.name(c))
    return nil
  end
  cv.set_var(c, "_soft_turn", turn)
  local n = lib.exert_soft(seat, "for " .. gem .. " (" .. cv.name(c) .. ")", function(cards)
    return lib.count_gem(cards, gem)
  end)
  cv.log("%s finds %d %s", cv.player_name(seat), n, gem)
  return n
end

-- Can attack a be made a Power Blow: it has a Power Blow value and is a
-- basic or non-basic attack (Types of Attacks; Special and Ranged attacks
-- cannot be, Dirty Tricks do no damage).
-- e.g. rules.can_power(c)
function lib.can_power(a)
  local d = cv.def(a)
  return d.power ~= nil and (d.attack_type == "basic" or d.attack_type == "nonbasic")
end

-- The Power Blow bonus of seat: its Persona's 'power_bonus' and that of
-- each of its Weapon cards not Disarmed.
-- e.g. rules.power_bonus(cv.owner(self))
function lib.power_bonus(seat)
  local n = 0
  local p = lib.persona(seat)
  if p then n = n + (cv.def(p).power_bonus or 0) end
  for _, w in ipairs(lib.armed_weapons(seat)) do
    if w.card and not w.base then n = n + (cv.def(w.card).power_bonus or 0) end
  end
  return n
end

-- The additional damage of attack a for a successful attack (var 'bonus':
-- an Edge's, set as it is played; Power Blows: "plus any additional damage").
-- e.g. rules.extra_damage(attack)
function lib.extra_damage(a) return cv.var(a, "bonus") or 0 end

-- Adds n to the additional damage of attack a if it is successful.
-- e.g. rules.add_damage(ctx.target, 2)
function lib.add_damage(a, n) cv.set_var(a, "bonus", lib.extra_damage(a) + n, "quiet") end

-- The damage attack a deals if not defended: its Power Blow value when it
-- was made one (plus the attacker's Power Blow bonus), else its damage,
-- plus its additional damage.
-- e.g. rules.damage(attack)
function lib.damage(a)
  local d = cv.def(a)
  local n = d.damage or 0
  if cv.var(a, "power") and d.power then
    n = d.power + lib.power_bonus(cv.owner(a))
  end
  return n + lib.extra_damage(a)
end

-- Makes attack a a Head Shot (Head Shots: played with a card titled Head
-- Shot, or by an effect): a Power Blow at once, with no Exertion ("You do
-- not need to make an Exertion to make a Head Shot a Power Blow"). A
-- Hidden Attack's variables are set quietly.
-- e.g. rules.make_head_shot(ctx.target)
function lib.make_head_shot(a)
  local how = cv.var(a, "hidden") and "quiet" or nil
  cv.set_var(a, "head_shot", true, how)
  cv.set_var(a, "declared", nil, "quiet")
  cv.set_var(a, "power", true, how)
  cv.set_var(cv.player(cv.owner(a)), "pb_turn", cv.var(cv.GAME, "turn"), "quiet")
  cv.log("%s is a Head Shot", how and "the hidden attack" or cv.name(a))
end

-- Makes Block b a Power Block (Power Blows) with no Exertion: a Power
-- Blow it defends costs nothing (card var 'power_block', while in play).
-- e.g. rules.make_power_block(ctx.target)
function lib.make_power_block(b) cv.set_var(b, "power_block", true) end

-- Seat's next attack this turn made face up that may be made a Head Shot
-- is one (an effect that makes an attack a Head Shot: Head Shots).
-- e.g. rules.head_shot_next(cv.owner(self))
function lib.head_shot_next(seat)
  cv.set_var(cv.player(seat), "head_shot_next", true, { ["until"] = "turn" })
end

-- Is attack a a Head Shot: printed one (head_shot = true), or made one by
-- a card titled Head Shot or an effect (card var 'head_shot'; Head Shots)?
-- e.g. rules.is_head_shot(ctx.event.card)
function lib.is_head_shot(a)
  return cv.def(a).head_shot == true or cv.var(a, "head_shot") ~= nil
end

-- May attack a be made a Head Shot (Head Shots): it covers a square of the
-- upper row and may be made a Power Blow, its card does not say otherwise
-- (head_shot = false), and it is not one already.
-- e.g. rules.can_head_shot(ctx.target)
function lib.can_head_shot(a)
  return lib.kind(a) == "attack" and cv.def(a).head_shot == nil and cv.var(a, "head_shot") == nil and
    lib.covers_upper(a) and lib.can_power(a)
end

-- Can defence d stop attack a, grids aside: a Block stops neither a Dirty
-- Trick (Unblockable) nor a Ranged Attack (unless the Block may block one); a
-- Dodge titled Back Away does not stop a Ranged Attack (Types of Attacks).
-- e.g. rules.defence_kind_ok(dodge, attack)
function lib.defence_kind_ok(d, a)
  local dd, ad = cv.def(d), cv.def(a)
  if dd.kind == "block" then
    if ad.attack_type == "dirty" or ad.unblockable then return false end
    if ad.attack_type == "ranged" and not dd.may_block_ranged then return false end
    return true
  elseif dd.kind == "dodge" then
    if ad.attack_type == "ranged" and dd.title == "Back Away" then return false end
    return true
  end
  return false
end

-- Is defence d a proper defence of attack a: the right kind and covering
-- every square of it (Defending)?
-- e.g. rules.proper_defence(block, attack)
function lib.proper_defence(d, a)
  return lib.defence_kind_ok(d, a) and lib.covers(d, a)
end

-- The attacks seat made that wait for the opponent's Defense Phase, in the
-- order they were played (card var 'pending').
-- e.g. #rules.pending_attacks(rules.opponent(seat))
function lib.pending_attacks(seat)
  local out = {}
  for _, z in ipairs({ "board", "facedown" }) do
    for _, c in ipairs(cv.zone(z, seat)) do
      if cv.var(c, "pending") then out[#out + 1] = c end
    end
  end
  table.sort(out, function(x, y) return cv.var(x, "pending") < cv.var(y, "pending") end)
  return out
end

-- The card variables the rules set on cards in play (play.lua).
-- e.g. for _, v in ipairs(rules.CARD_VARS) do ... end
lib.CARD_VARS = { "pending", "power", "declared", "hidden", "bonus", "defended", "head_shot", "power_block",
  "disarmed", "ward" }

-- Puts card c on top of its owner's discard pile, clearing the variables
-- the rules set on it in play.
-- e.g. rules.discard(c)
function lib.discard(c)
  for _, v in ipairs(lib.CARD_VARS) do cv.set_var(c, v, nil, "quiet") end
  cv.move(c, "discard", cv.owner(c), 1)
end

-- Draws the top card of seat's Endurance into its hand; drawing its last
-- card is Exhaustion (facts sheet). Returns the card, or nil when empty.
-- e.g. rules.draw(cv.owner(self))
function lib.draw(seat)
  local top = cv.zone("endurance", seat)[1]
  if not top then return nil end
  cv.move(top, "hand", seat)
  if cv.zone_size("endurance", seat) == 0 then lib.exhaustion(seat) end
  return top
end

-- Exhaustion (facts sheet: Endurance): seat loses 5 Ability at once; with
-- option exhaustion_refill=reshuffle its discard pile is shuffled into a new
-- Endurance.
-- e.g. rules.exhaustion(seat)
function lib.exhaustion(seat)
  cv.because("rule: Exhaustion", function()
    cv.log("%s's Endurance is exhausted", cv.player_name(seat))
    lib.lose_now(seat, 5)
    cv.event("exhaustion", { player = seat })
    if cv.options.exhaustion_refill == "reshuffle" and cv.zone_size("discard", seat) > 0 then
      for _, c in ipairs(cv.zone("discard", seat)) do cv.move(c, "endurance", seat) end
      cv.shuffle("endurance", seat)
    end
  end)
end

-- Mills the top card of seat's Endurance into its discard pile (a Plot's
-- effect); taking the last card is Exhaustion only with option
-- exhaustion_by_exertion=yes (the same reading as for an Exertion).
-- e.g. rules.mill(rules.opponent(cv.owner(self)))
function lib.mill(seat)
  local top = cv.zone("endurance", seat)[1]
  if not top then return nil end
  cv.move(top, "discard", seat, 1)
  if cv.zone_size("endurance", seat) == 0 and cv.options.exhaustion_by_exertion == "yes" then
    lib.exhaustion(seat)
  end
  return top
end

-- What must always hold (the soak test): no pool below zero, Ability never
-- above its maximum, no card out of play still pending as an attack.
-- e.g. rules.invariants() == nil
function lib.invariants()
  local bad = cv.negative_pool()
  if bad then return bad end
  for seat = 1, cv.nplayers() do
    if lib.ability(seat) > lib.MAX_ABILITY then return cv.player_name(seat) .. " has Ability above 15" end
    for _, pile in ipairs({ "discard", "hand", "endurance" }) do
      for _, c in ipairs(cv.zone(pile, seat)) do
        if cv.var(c, "pending") then return cv.name(c) .. " is out of play but still pending" end
      end
    end
  end
  return nil
end

-- ---- events --------------------------------------------------------------------

-- event attack_made {card, player}: player made attack card (it waits for the opponent's Defense Phase).
-- e.g. trigger = "attack_made", can = function(self, ctx) return ctx.event.player ~= cv.owner(self) end
-- event defended {card, defence, player}: player's defence stopped attack card (Defending).
-- e.g. trigger = "defended", run = function(self, ctx) rules.discard(ctx.event.defence) end
-- event hit {card, player}: attack card was not defended by player (its damage is taken, a Dirty Trick's effect done).
-- e.g. trigger = "hit", can = function(self, ctx) return cv.owner(ctx.event.card) == cv.owner(self) end
-- event power_exertion {player, what}: player makes a Hard Exertion for a Power Blow (what "blow") or a Power Block ("block").
-- e.g. trigger = "power_exertion", run = function(self, ctx) rules.draw(ctx.event.player) end
-- event card_played {card, player}: player played card, a Special Card, an Ally or an Edge, and it is in play (its own effect done).
-- e.g. trigger = "card_played", can = function(self, ctx) return rules.kind(ctx.event.card) == "ally" end
-- event exhaustion {player}: player's Endurance ran out (5 Ability lost; facts sheet: Endurance).
-- e.g. trigger = "exhaustion", run = function(self, ctx) rules.gain(ctx.event.player, 1) end
-- event phase_start {phase}: a phase begins (raised by the kernel); phase is its name (sweep, maydo, defense, attack, adjust, draw).
-- e.g. trigger = "phase_start", can = function(self, ctx) return ctx.event.phase == "maydo" end
-- event phase_end {phase}: a phase ends (raised by the kernel); phase is its name.
-- e.g. trigger = "phase_end", can = function(self, ctx) return ctx.event.phase == "attack" end

return lib
