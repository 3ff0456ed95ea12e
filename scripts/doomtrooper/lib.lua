-- Doomtrooper (gEngine Edition): the card library. Card scripts see this
-- table as 'rules'; the ruleset's procedures use it too. Comments name the
-- rulebook's sections (the Doomtrooper rulebook (gEngine Edition)).

local cv, ipairs = cv, ipairs -- upvalues: cheaper than the sandbox's global lookups
local lib = {}

-- ---- players -----------------------------------------------------------------

-- e.g. cv.owner(self) == rules.active_player()
function lib.active_player() return cv.var(cv.GAME, "player") end
-- e.g. rules.turn() > 1
function lib.turn() return cv.var(cv.GAME, "turn") or 0 end
lib.in_game = cv.in_game

-- The players still in the game, clockwise from 'from' (default: the
-- active player). Multi-Player Games: play proceeds clockwise; seats are
-- numbered clockwise.
function lib.order_from(from)
  return cv.seats_from(from or lib.active_player() or 1, 1)
end

function lib.next_player(seat) return cv.next_seat(seat, 1) end

-- Option 3: Teams. Seats alternate between the teams (seat 1 and 3 against
-- 2 and 4), so turns alternate too; a team's pools live on its lowest seat.
function lib.teams() return cv.options.multiplayer == "teams" and cv.nplayers() >= 4 and cv.nplayers() % 2 == 0 end
-- Seat's team (1 or 2) in a team game, else the seat itself.
-- e.g. rules.team(ctx.player)
function lib.team(seat) if lib.teams() then return (seat - 1) % 2 + 1 end return seat end
function lib.pool_owner(seat) return cv.player(lib.team(seat)) end
function lib.teammates(a, b) return lib.team(a) == lib.team(b) end
-- The seats that win with seat s: s, or its whole team (cv.end_game).
function lib.winners(s)
  local out = {}
  for x = 1, cv.nplayers() do if lib.teammates(x, s) then out[#out + 1] = x end end
  return out
end

-- e.g. rules.destiny(ctx.player) >= 3
function lib.destiny(seat) return cv.pool(lib.pool_owner(seat), "destiny") end
function lib.promotion(seat) return cv.pool(lib.pool_owner(seat), "promotion") end
-- Adds n Destiny Points (n < 0: spends them) to seat's pool.
-- e.g. rules.add_destiny(ctx.player, 2)
function lib.add_destiny(seat, n) if n ~= 0 then cv.add_pool(lib.pool_owner(seat), "destiny", n) end end
function lib.goal() return tonumber(cv.options.goal) end

-- A player's "first turn" (Step Two: Actions, Special): the player's turn
-- counter is 1.
function lib.first_turn(seat) return (cv.var(cv.player(seat), "turns") or 0) <= 1 end

-- ---- actions gained by card play -------------------------------------------------
-- Step Two: Actions: "several card effects will give you more actions to use
-- during your turn ... Any unused actions are lost, and do not carry over to
-- your next turn." The counts below are game variables bound to the turn's
-- scope, so they end with it. Actions during other players' turns are not
-- implemented (no card of the pool gives them).

-- Has the active player performed his Tactical Action this turn (the one
-- that ends his Standard actions: "any unused actions are lost")?
-- e.g. not rules.tactical_done()
function lib.tactical_done() return cv.var(cv.GAME, "_tactical_done") and true or false end

-- May 'seat' still gain actions this turn: it is his turn, before the
-- Discard step and before his Tactical Action (after it, "any unused
-- actions are lost for that turn").
-- e.g. can = function(self, ctx) return rules.may_gain_actions(ctx.player) end
function lib.may_gain_actions(seat)
  local ph = cv.var(cv.GAME, "phase")
  return seat == lib.active_player() and (ph == "draw" or ph == "actions") and not lib.tactical_done()
end

-- Gives 'seat' (the active player) n more actions this turn, Standard or
-- Tactical ("When a card refers to 'Actions' without specifying if it is a
-- T-Action or S-Action, it can be either type"); still only one Tactical
-- Action, the last. Gained in the Draw step, they wait for the Actions step.
-- e.g. rules.gain_actions(ctx.player, 2)
function lib.gain_actions(seat, n)
  local G = cv.GAME
  if seat ~= lib.active_player() or n <= 0 then return end
  if cv.var(G, "phase") == "actions" then
    cv.set_var(G, "actions_left", (cv.var(G, "actions_left") or 0) + n, "quiet")
  else
    cv.set_var(G, "gained_actions", (cv.var(G, "gained_actions") or 0) + n, { quiet = true, ["until"] = "turn" })
  end
  cv.log("%s gains %d additional action%s this turn", cv.player_name(seat), n, n == 1 and "" or "s")
end

-- Gives 'seat' (the active player) n additional Tactical Actions this turn
-- ('only' = "sabotage": each may only be a Sabotage). Step Two: Actions: "You
-- may only perform one Tactical Action per turn and must be the last action
-- you perform", so the gained ones follow it (or stand alone); "No player may
-- perform any Tactical Actions during his first turn. This includes T-Actions
-- gained by Special cards"; Sabotage: "Even if you gain more Tactical
-- Actions, you may not Sabotage more than once per turn" (each player,
-- unless the Optional Rule: Multiple Sabotages is on).
-- e.g. rules.gain_tactical(ctx.player, 1)
function lib.gain_tactical(seat, n, only)
  if seat ~= lib.active_player() or n <= 0 then return end
  local k = only == "sabotage" and "extra_sabotage" or "extra_tactical"
  cv.set_var(cv.GAME, k, (cv.var(cv.GAME, k) or 0) + n, { quiet = true, ["until"] = "turn" })
  cv.log("%s gains %d additional Tactical Action%s this turn%s", cv.player_name(seat), n, n == 1 and "" or "s",
    only == "sabotage" and " (Sabotage only)" or "")
end

-- The additional Tactical Actions 'seat' has left this turn: any, and
-- Sabotage only.
-- e.g. rules.extra_tactical(ctx.player) > 0
function lib.extra_tactical(seat)
  if seat ~= lib.active_player() then return 0, 0 end
  return cv.var(cv.GAME, "extra_tactical") or 0, cv.var(cv.GAME, "extra_sabotage") or 0
end

-- Attack, 1) ANNOUNCE ATTACKER AND DEFENDER: "Your warriors may not attack
-- your own warriors. However you may 'force' your warriors to attack your
-- warriors (through Special card play or Art spells, etc.)." Lets 'seat''s
-- warriors attack his own warriors for the rest of the turn (every other
-- restriction still holds); 8) AWARD POINTS then gives Destiny Points only.
-- e.g. rules.force_own_attacks(ctx.player)
function lib.force_own_attacks(seat)
  cv.set_var(cv.player(seat), "own_attacks", true, { quiet = true, ["until"] = "turn" })
  cv.log("%s's warriors may attack their own side this turn", cv.player_name(seat))
end

-- May 'seat''s warriors attack his own warriors now (lib.force_own_attacks)?
-- e.g. rules.own_attacks(cv.owner(self))
function lib.own_attacks(seat) return cv.var(cv.player(seat), "own_attacks") and true or false end

-- ---- cards ---------------------------------------------------------------------

function lib.kind(c) return cv.def(c).type end
function lib.is_warrior(c) return cv.def(c).type == "warrior" end

local AREAS = { squad = true, kohort = true, outpost = true }
lib.AREAS = { "squad", "kohort", "outpost" }

-- The Combat Area card c is in (squad, kohort or outpost), or nil.
-- e.g. rules.area(self) == "squad"
function lib.area(c)
  local z = cv.where(c)
  if AREAS[z] then return z end
  return nil
end

local cvdef = cv.def
local function add_warriors(out, zone, seat)
  local list = cv.zone(zone, seat)
  for i = 1, #list do
    local c = list[i]
    if cvdef(c).type == "warrior" then out[#out + 1] = c end
  end
end

-- The warriors of 'seat' in play (in one area, or all three).
-- e.g. #rules.warriors(ctx.player, "squad")
function lib.warriors(seat, area)
  local out = {}
  if area then
    add_warriors(out, area, seat)
  else
    add_warriors(out, "squad", seat)
    add_warriors(out, "kohort", seat)
    add_warriors(out, "outpost", seat)
  end
  return out
end

-- Every warrior in play, seat by seat.
-- e.g. rules.pick_card(ctx.player, "Wound which warrior?", rules.all_warriors())
function lib.all_warriors()
  local out = {}
  for s = 1, cv.nplayers() do
    add_warriors(out, "squad", s)
    add_warriors(out, "kohort", s)
    add_warriors(out, "outpost", s)
  end
  return out
end

-- The cards attached to c (equipment, relics, beasts, gifts, Ki powers,
-- missions, attached specials): linked by 'bearer'.
function lib.attached(c) return cv.linked("bearer", c) end
function lib.bearer(c) return cv.link(c, "bearer") end

-- ---- designations ----------------------------------------------------------------

local upper, def, var, linked = string.upper, cv.def, cv.var, cv.linked

-- Designations: the card's 'designations' list, the card's title (each
-- card's title is also a designation), and those granted by card play
-- (card variable "kw:NAME"). Names are upper case.
-- e.g. rules.has(c, "HERETIC")
function lib.has(c, kw)
  kw = upper(kw)
  local d = def(c)
  local list = d.designations -- (listed, inline: this runs for every pair of warriors)
  if list then
    for i = 1, #list do if list[i] == kw then return true end end
  end
  local title = d.title
  if #title == #kw and upper(title) == kw then return true end
  if var(c, "kw:" .. kw) then return true end
  -- granted by an attachment (e.g. Tainted: HERETIC)
  local att = linked("bearer", c)
  for i = 1, #att do
    local grants = def(att[i]).grants
    if grants then
      for j = 1, #grants do if grants[j] == kw then return true end end
    end
  end
  return false
end

-- Gives card c keyword kw (upper case) for the rest of the game.
-- e.g. rules.grant(rules.bearer(self), "HERETIC")
function lib.grant(c, kw) cv.set_var(c, "kw:" .. kw:upper(), true) end

-- ---- affiliations ---------------------------------------------------------------

lib.CORPORATE = { bauhaus = true, capitol = true, cybertronic = true, imperial = true, mishima = true }
lib.TRIBAL = { crescentia = true, lutheran = true, rasputin = true, templars = true, atlanteans = true }

local AFF_KEYS, AFF_NAMES = {}, {}
for _, x in ipairs({ "bauhaus", "capitol", "cybertronic", "imperial", "mishima", "brotherhood",
    "legion", "crescentia", "lutheran", "rasputin", "templars", "atlanteans" }) do
  AFF_KEYS[#AFF_KEYS + 1] = "aff:" .. x
  AFF_NAMES[#AFF_NAMES + 1] = x
end

-- The affiliations of a warrior now: its printed one, those added by card
-- play (var "aff:X"), unless an attachment replaces them all (Dark
-- Visitation: 'becomes' = "legion").
function lib.affiliations(c)
  local out = {}
  local d = cv.def(c)
  local replaced = nil
  local att = cv.linked("bearer", c)
  for i = 1, #att do
    local b = cv.def(att[i]).becomes
    if b then replaced = b end
  end
  if replaced then out[replaced] = true return out end
  if d.affiliation then out[d.affiliation] = true end
  for i = 1, #att do
    local adds = cv.def(att[i]).adds_affiliation
    if adds then for j = 1, #adds do out[adds[j]] = true end end
  end
  -- affiliations added by card play: the card's variables "aff:X" (looked
  -- up by name: a sorted walk of all its variables costs more)
  local vars = cv.vars_of(c)
  for i = 1, #AFF_KEYS do
    if vars[AFF_KEYS[i]] ~= nil then out[AFF_NAMES[i]] = true end
  end
  return out
end

function lib.affiliated(c, a) return lib.affiliations(c)[a] == true end

-- Affiliation icon: corporate warriors and the Brotherhood are Doomtroopers;
-- a GENERAL warrior is a Doomtrooper in a Squad, Tribal in an Outpost, or
-- what its card's 'side' says. FREELANCERs are Doomtroopers (Freelancer).
-- e.g. rules.is_legion(rules.opponent(self))
function lib.is_legion(c)
  local a = lib.affiliations(c)
  if a.legion then return true end
  if a.general then return cv.def(c).side == "legion" end
  return false
end

-- Is warrior c tribal (one of the tribes, lib.TRIBAL)?
-- e.g. rules.is_tribal(c)
function lib.is_tribal(c)
  local a = lib.affiliations(c)
  for k in pairs(lib.TRIBAL) do if a[k] then return true end end
  if a.general then
    local side = cv.def(c).side
    return side == "tribal" or (side == nil and lib.area(c) == "outpost")
  end
  return false
end

-- The tribe of warrior c (crescentia, lutheran, rasputin, templars, atlanteans), or nil.
-- e.g. rules.tribe(c) == "templars"
function lib.tribe(c)
  local a = lib.affiliations(c)
  for _, k in ipairs({ "crescentia", "lutheran", "rasputin", "templars", "atlanteans" }) do
    if a[k] then return k end
  end
  return nil
end

-- Is warrior c a Doomtrooper: Brotherhood or one of the corporations?
-- e.g. rules.is_doomtrooper(c)
function lib.is_doomtrooper(c)
  local a = lib.affiliations(c)
  if a.brotherhood then return true end
  for k in pairs(lib.CORPORATE) do if a[k] then return true end end
  if lib.is_freelancer(c) then return true end
  if a.general then
    local side = cv.def(c).side
    return side == "doomtrooper" or (side == nil and lib.area(c) ~= "outpost" and lib.area(c) ~= "kohort")
  end
  return false
end

-- Freelancer: a FREELANCER that gains an affiliation by card play is no
-- longer one.
function lib.is_freelancer(c)
  if not lib.has(c, "FREELANCER") then return false end
  for _, x in ipairs({ "bauhaus", "capitol", "cybertronic", "imperial", "mishima", "brotherhood", "legion" }) do
    if cv.var(c, "aff:" .. x) then return false end
  end
  for _, a in ipairs(lib.attached(c)) do
    if cv.def(a).becomes or cv.def(a).adds_affiliation then return false end
  end
  return true
end

-- The set of corporations warrior c belongs to: { bauhaus = true, ... }.
-- e.g. rules.corporations(c).capitol
function lib.corporations(c)
  local out = {}
  for k in pairs(lib.CORPORATE) do if lib.affiliations(c)[k] then out[k] = true end end
  return out
end

-- Muster Warrior: the area a warrior enters: Doomtroopers the Squad, Dark
-- Legion the Kohort, Tribal the Outpost, GENERAL where its card says.
function lib.home_area(c)
  local d = cv.def(c)
  if d.area then return d.area end
  local a = d.affiliation
  if a == "legion" then return "kohort" end
  if lib.TRIBAL[a] then return "outpost" end
  return "squad"
end

-- ---- status -----------------------------------------------------------------------

-- e.g. rules.wounded(self)
function lib.wounded(c) return cv.var(c, "wounded") and true or false end
-- e.g. not rules.in_cover(c)
function lib.in_cover(c) return cv.var(c, "cover") and true or false end

-- Non-Combatant: never attacks, never attacked.
function lib.can_fight(c)
  return lib.is_warrior(c) and lib.area(c) ~= nil and not lib.has(c, "NON-COMBATANT")
end

-- Players with a warrior that may participate in combat at all
-- (Sabotage; No Warriors in play and no Draw Pile).
function lib.has_combatant(seat)
  for _, c in ipairs(lib.warriors(seat)) do if lib.can_fight(c) then return true end end
  return false
end

-- ---- equipment ------------------------------------------------------------------------

-- The VEHICLE equipment attached to warrior c, or nil.
-- e.g. rules.vehicle(self) ~= nil
function lib.vehicle(c)
  for _, a in ipairs(lib.attached(c)) do
    if lib.has(a, "VEHICLE") and cv.def(a).type == "equipment" then return a end
  end
  return nil
end

-- The beast attached to warrior c, or nil.
-- e.g. rules.beast(self)
function lib.beast(c)
  for _, a in ipairs(lib.attached(c)) do if cv.def(a).type == "beast" then return a end end
  return nil
end

-- Enter / Exit Vehicle: a warrior considered a VEHICLE is always inside.
function lib.inside_vehicle(c)
  if lib.has(c, "VEHICLE") then return true end
  local v = lib.vehicle(c)
  return v ~= nil and cv.var(v, "inside") and true or false
end

-- The kind of vehicle warrior c is in or is: "AIRSHIP", "SUBMARINE", ... or nil.
-- e.g. rules.vehicle_kind(c) == "AIRSHIP"
function lib.vehicle_kind(c)
  if lib.has(c, "AIRSHIP") then return "AIRSHIP" end
  if lib.has(c, "SUBMARINE") then return "SUBMARINE" end
  local v = lib.vehicle(c)
  if v and cv.var(v, "inside") then
    if lib.has(v, "AIRSHIP") then return "AIRSHIP" end
    if lib.has(v, "SUBMARINE") then return "SUBMARINE" end
  end
  return nil
end

-- WEAPONS: what a card says: "fight", "shoot", "fight/shoot", "special".
function lib.weapon_kind(a) return cv.def(a).weapon end

-- May weapon a be used with battle tactic 'tactic' ("fight" or "shoot")?
-- e.g. rules.weapon_fits(a, rules.tactic())
function lib.weapon_fits(a, tactic)
  local w = cv.def(a).weapon
  if not w then return false end
  if w == "fight/shoot" or w == "special" then return true end
  return w == tactic
end

-- The weapons of c usable in a combat of this tactic (one of each title;
-- none if its VEHICLE restricts them).
function lib.weapons(c, tactic)
  local out, seen = {}, {}
  local restrict = lib.vehicle_restricts(c)
  for _, a in ipairs(lib.attached(c)) do
    local d = cv.def(a)
    if (d.type == "equipment" or d.type == "relic") and d.weapon and lib.weapon_fits(a, tactic)
        and not seen[d.title] and not (restrict and (restrict == "weapons" or (restrict == "equipment" and d.type == "equipment"))) then
      seen[d.title] = true
      out[#out + 1] = a
    end
  end
  return out
end

-- VEHICLES: a VEHICLE may restrict "equipment" or "weapons" while inside.
function lib.vehicle_restricts(c)
  local v = lib.vehicle(c)
  if v and cv.var(v, "inside") then return cv.def(v).restricts end
  return nil
end

-- ---- combat state -----------------------------------------------------------------------

function lib.in_combat() return cv.var(cv.GAME, "c_att") ~= nil end
-- e.g. rules.attacker() == self
function lib.attacker() return cv.var(cv.GAME, "c_att") end
-- e.g. rules.defender() == self
function lib.defender() return cv.var(cv.GAME, "c_def") end
function lib.tactic() return cv.var(cv.GAME, "c_tactic") end
function lib.combatant(c) return c == lib.attacker() or c == lib.defender() end
-- The other combatant of the current combat for combatant c, or nil.
-- e.g. rules.opponent(self)
function lib.opponent(c)
  if c == lib.attacker() then return lib.defender() end
  if c == lib.defender() then return lib.attacker() end
  return nil
end

-- ---- Immunity ----------------------------------------------------------------------------

-- Effect kinds: "art", "minor" (MINOR GIFT and MINOR HERETIC GIFT),
-- "major" (MAJOR GIFT OF an Apostle), "ki", "plain".
local function immune_to(c, kind)
  if kind == "art" then return lib.has(c, "ART IMMUNITY") end
  if kind == "minor" then return lib.has(c, "MINOR SYMMETRY IMMUNITY") or lib.has(c, "COMPLETE SYMMETRY IMMUNITY") end
  if kind == "major" then return lib.has(c, "COMPLETE SYMMETRY IMMUNITY") end
  return false
end
lib.immune_to = immune_to

-- Immunity, "Important": during combat, if either combatant is immune to a
-- power, every effect of that power on either combatant is off.
function lib.suppressed(c, kind)
  if kind == "plain" or kind == "ki" or kind == nil then return false end
  if immune_to(c, kind) then return true end
  if lib.in_combat() and lib.combatant(c) then
    local o = lib.opponent(c)
    if o and immune_to(o, kind) then return true end
  end
  return false
end

-- The kind of effect a card produces.
function lib.effect_kind(a)
  local d = cv.def(a)
  if d.type == "art" then return "art" end
  if d.type == "symmetry" then
    if d.gift == "major" then return "major" end
    return "minor"
  end
  if d.type == "ki" then return "ki" end
  return d.effect_kind or "plain"
end

-- ---- temporary effects -------------------------------------------------------------------
-- Kernel modifiers (cv.modify) whose kind is the kind of power that made
-- them ("art", "minor", "major", "ki"; none for a plain card effect), until
-- the end of the turn or of the combat: Immunity turns a kind off through
-- R.suppressed, and `why` names each one with its source.

-- Adds n to card c's 'stat' until 'untl' (default "turn"); kind ("plain", or an effect kind
-- such as "art") decides what may ignore it. The fourth argument may also
-- be, the same in every game, a table { kind =, ["until"] =, source = }.
-- e.g. rules.pump(self, "fight", 2, "plain", "combat")
function lib.pump(c, stat, n, kind, untl)
  local source = nil
  if type(kind) == "table" then
    kind, untl, source = kind.kind, kind["until"], kind.source
  end
  if kind == "plain" then kind = nil end
  return cv.modify{ card = c, stat = stat, amount = n, kind = kind, ["until"] = untl or "turn",
    source = source }
end

-- ---- values ------------------------------------------------------------------------------

-- A combat rating: nil when printed "-" (never used for that kind of
-- combat / never in cover).
function lib.stat(c, stat)
  if cv.def(c)[stat] == nil then return nil end
  return cv.value(c, stat)
end
-- e.g. rules.fight(self) > rules.fight(rules.opponent(self))
function lib.fight(c) return lib.stat(c, "fight") end
-- e.g. rules.shoot(self)
function lib.shoot(c) return lib.stat(c, "shoot") end
-- e.g. rules.armor(self)
function lib.armor(c) return lib.stat(c, "armor") end
function lib.value(c) return cv.value(c, "value") end

local function bonus_of(a, stat)
  local b = cv.def(a).bonus
  if b and type(b[stat]) == "number" then return b[stat] end
  return 0
end

-- The ruleset's adjustment of a warrior's rating (R.value): Beast (applied
-- to the base), VEHICLE (inside only), equipment and relics (one of each
-- title; WEAPONs only the one chosen in combat, of the right tactic),
-- attached Art / Symmetry / Ki cards and temporary effects unless Immunity
-- turns them off, cover (+3 Armor), the Defender's Warzone, Fortifications
-- of the area (not inside a VEHICLE, not when defending from a Warzone).
-- Value never below 0.
function lib.adjust(c, stat, v, note)
  if not lib.is_warrior(c) then return v end
  -- each adjustment: its amount and its source (a card id or a rule), told
  -- to 'note' for `why CARD`
  local function add(n, src)
    if n ~= 0 then
      v = v + n
      if note then note(n, src) end
    end
  end
  local seen = {}
  local restrict = lib.vehicle_restricts(c)
  local tac = lib.in_combat() and lib.combatant(c) and lib.tactic() or nil
  local chosen = tac and cv.var(cv.GAME, c == lib.attacker() and "c_weapon_a" or "c_weapon_d") or nil
  for _, a in ipairs(lib.attached(c)) do
    local d = cv.def(a)
    if d.type == "beast" then
      add(bonus_of(a, stat), a)
    elseif d.type == "equipment" or d.type == "relic" then
      if lib.has(a, "VEHICLE") and d.type == "equipment" then
        if cv.var(a, "inside") then add(bonus_of(a, stat), a) end
      elseif d.weapon then
        if a == chosen and lib.weapon_fits(a, tac) then add(bonus_of(a, stat), a) end
      elseif not seen[d.title] and not (restrict == "equipment" and d.type == "equipment") then
        seen[d.title] = true
        add(bonus_of(a, stat), a)
      end
    elseif d.bonus then
      local k = lib.effect_kind(a)
      if not lib.suppressed(c, k) then add(bonus_of(a, stat), a) end
    end
  end
  -- Proclaim Alliance: an Alliance's 'ally_bonus' for its affiliation.
  for _, al in ipairs(cv.zone("command", cv.owner(c))) do
    local ab = cv.def(al).ally_bonus
    if ab and cv.def(al).type == "alliance" and lib.area(c) and lib.affiliated(c, ab.affiliation) then
      add(ab[stat] or 0, al)
    end
  end
  if stat == "armor" and lib.in_cover(c) then add(3, "rule: Seek / Exit cover (+3 Armor in cover)") end
  local wz = cv.var(cv.GAME, "c_warzone")
  if wz and c == lib.defender() then add(bonus_of(wz, stat), wz) end
  local area = lib.area(c)
  if area and not lib.inside_vehicle(c) and not wz then
    local fseen = {}
    for _, f in ipairs(cv.zone(area, cv.owner(c))) do
      local d = cv.def(f)
      if d.type == "fortification" and not fseen[d.title] then
        fseen[d.title] = true
        add(bonus_of(f, stat), f)
      end
    end
  end
  if stat == "value" and v < 0 then add(-v, "rule: Value (never below zero)") end
  return v
end

-- ---- moving cards -----------------------------------------------------------------------------

-- A card leaves play: its status and effects are forgotten, and its
-- attachments go with it (ATTACH: "if the base card is discarded, all its
-- attachments are discarded as well").
local function forget(c)
  cv.clear_modifiers(c)
  for _, k in ipairs({ "wounded", "cover", "inside", "exited_cover", "transferred", "mustered" }) do
    if cv.var(c, k) then cv.set_var(c, k, nil, "quiet") end
  end
  if cv.link(c, "bearer") then cv.set_link(c, "bearer", nil) end
  if cv.link(c, "assigned") then cv.set_link(c, "assigned", nil) end
end

-- VEHICLES: "If the warrior is inside its VEHICLE and the VEHICLE is
-- discarded, the warrior is wounded (no points are earned if the warrior is
-- killed). If the warrior is outside its VEHICLE ... not affected." Not when
-- the VEHICLE goes because its warrior leaves play.
local function crashes(v)
  local w = lib.bearer(v)
  if not w or cv.var(w, "_leaving") or not lib.area(w) then return nil end
  if cv.def(v).type == "equipment" and lib.has(v, "VEHICLE") and cv.var(v, "inside") then return w end
  return nil
end

-- A wound from outside combat (no killer, no points): a wounded warrior
-- is killed. Returns true when killed.
function lib.harm(w, why)
  if lib.wounded(w) then
    cv.log("%s is killed%s (no points are earned)", cv.name(w), why and (" by " .. why) or "")
    lib.discard(w)
    cv.event("killed", { card = w, in_combat = false })
    return true
  end
  cv.set_var(w, "wounded", true)
  cv.log("%s is wounded%s", cv.name(w), why and (" by " .. why) or "")
  return false
end

-- Kills warrior c outside combat (a card's effect or cost): it is discarded
-- with its attachments, then the killed event (no killer, in_combat false).
-- No points come of it: a card that pays for the kill awards them itself
-- (its owner's own warrior: Destiny Points only, AWARD POINTS: "You never
-- get Promotion Points for killing your own warriors").
-- e.g. rules.kill(w, "Blood Offering")
function lib.kill(c, why)
  cv.log("%s is killed%s", cv.name(c), why and (" by " .. why) or "")
  lib.discard(c)
  cv.event("killed", { card = c, in_combat = false })
end

-- Discards card c from play to 'pile' (default "discard"), its attachments with it.
-- e.g. rules.discard(self)
function lib.discard(c, pile)
  pile = pile or "discard"
  cv.set_var(c, "_leaving", true, "quiet")
  for _, a in ipairs(lib.attached(c)) do lib.discard(a, cv.def(a).type == "alliance" and "annihilated" or "discard") end
  -- A Sergeant assigned to a group stays with it until the last of the
  -- group is killed (Sergeant): move the link to another warrior of the
  -- same owner and title, if one is in play.
  for _, s in ipairs(cv.linked("assigned", c)) do
    local next_in_group = nil
    for _, w in ipairs(cv.in_play()) do
      if w ~= c and cv.owner(w) == cv.owner(c) and cv.def(w).title == cv.def(c).title then
        next_in_group = w
        break
      end
    end
    cv.set_link(s, "assigned", next_in_group)
  end
  local crash = crashes(c)
  forget(c)
  cv.move(c, pile, cv.owner(c), 1)
  cv.set_var(c, "_leaving", nil, "quiet")
  if crash then
    cv.because("rule: VEHICLES (discarded with its warrior inside)", function() lib.harm(crash, cv.def(c).title) end)
  end
end

-- Annihilates card c: discards it to the annihilated pile.
-- e.g. rules.annihilate(rules.opponent(self))
function lib.annihilate(c) lib.discard(c, "annihilated") end

-- Sergeant: "If the SERGEANT loses its Corporate affiliation, the
-- assignment is broken. Likewise, if the last of the assigned warriors loses
-- its affiliation." The link points at one warrior of the group; if that
-- one has lost its affiliation, it moves to another of the group that kept
-- it. Run by the kernel's state check (R.settle) after every change.
function lib.settle_sergeants()
  for _, s in ipairs(lib.all_warriors()) do
    local w = cv.link(s, "assigned")
    if w and not lib.any(lib.corporations(s)) then
      cv.because("rule: Sergeant", function()
        cv.log("%s has lost its corporate affiliation: its assignment is broken", cv.name(s))
        cv.set_link(s, "assigned", nil)
      end)
    elseif w and not lib.any(lib.corporations(w)) then
      local keep = nil
      for _, o in ipairs(lib.warriors(cv.owner(w))) do
        if o ~= w and cv.def(o).title == cv.def(w).title and lib.any(lib.corporations(o)) then
          keep = o
          break
        end
      end
      cv.because("rule: Sergeant", function()
        if not keep then
          cv.log("the last of %s's group has lost its affiliation: the assignment is broken", cv.name(s))
        end
        cv.set_link(s, "assigned", keep)
      end)
    end
  end
end

-- Moves a warrior to another area of its owner, attachments along.
-- Wrangle Beast: "If the warrior is 'forced' to leave the Outpost through
-- card play, the Beast is discarded (unless the warrior is moved to another
-- Outpost)"; a warrior with the BEAST designation is itself "discarded if
-- forced out of an Outpost" (voluntary Transfers are refused before this).
-- Warriors only move between their owner's own areas, so leaving the
-- Outpost is never a move to another Outpost. Returns false when the
-- warrior itself was discarded.
function lib.move_warrior(c, area)
  if lib.area(c) == "outpost" and area ~= "outpost" then
    if lib.has(c, "BEAST") then
      cv.log("%s is forced out of the Outpost: a BEAST is discarded", cv.name(c))
      lib.discard(c)
      return false
    end
    local b = lib.beast(c)
    if b then
      cv.log("%s is forced out of the Outpost: %s is discarded", cv.name(c), cv.name(b))
      lib.discard(b)
    end
  end
  cv.move(c, area, cv.owner(c))
  for _, a in ipairs(lib.attached(c)) do cv.move(a, area, cv.owner(a)) end
  if area == "outpost" then cv.set_var(cv.GAME, "outpost_opened", true) end
  return true
end

-- Attaches card a (from hand) to warrior w.
function lib.attach(a, w)
  cv.move(a, lib.area(w), cv.owner(w))
  cv.set_link(a, "bearer", w)
end

-- ---- points -------------------------------------------------------------------------------------

-- AWARD POINTS: n points taken as Promotion or Destiny in any split chosen
-- by the player; Destiny only when 'destiny_only' (own warriors killed,
-- FREELANCERs).
-- e.g. rules.award(ctx.player, 3, "a mission")
function lib.award(seat, n, why, destiny_only)
  if n <= 0 then return end
  local promo = 0
  if destiny_only then
    promo = 0
  else
    local opts = {}
    for p = n, 0, -1 do
      opts[#opts + 1] = { label = p .. " Promotion, " .. (n - p) .. " Destiny", p = p }
    end
    promo = cv.choose(seat, "Points for " .. why .. ": how many as Promotion Points?", opts).p
  end
  if promo > 0 then cv.add_pool(lib.pool_owner(seat), "promotion", promo) end
  if n - promo > 0 then lib.add_destiny(seat, n - promo) end
  cv.log("%s earns %d points for %s: %d Promotion, %d Destiny", cv.player_name(seat), n, why, promo, n - promo)
  cv.event("points", { player = seat, promotion = promo, destiny = n - promo })
  lib.check_winner()
end

-- Adds n Promotion Points to seat's pool and checks for a winner.
-- e.g. rules.add_promotion(ctx.player, 1)
function lib.add_promotion(seat, n)
  cv.add_pool(lib.pool_owner(seat), "promotion", n)
  lib.check_winner()
end

-- The object: the first to the goal in Promotion Points wins; after both
-- draw piles are empty (Step One: Draw), the first to lead wins.
function lib.check_winner()
  if cv.over() then return end
  local goal = lib.goal()
  for _, s in ipairs(lib.order_from(lib.active_player() or 1)) do
    if lib.promotion(s) >= goal then
      local who = lib.teams() and ("team " .. lib.team(s)) or cv.player_name(s)
      cv.end_game(who .. " wins with " .. lib.promotion(s) .. " Promotion Points (goal " .. goal .. ")",
        lib.winners(s))
      return
    end
  end
  if cv.var(cv.GAME, "piles_out") then
    local best, bs, tie = -1, nil, false
    local seen = {}
    for _, s in ipairs(lib.order_from(1)) do
      local t = lib.team(s)
      if not seen[t] then
        seen[t] = true
        local p = lib.promotion(s)
        if p > best then best, bs, tie = p, s, false elseif p == best then tie = true end
      end
    end
    if bs and not tie then
      local who = lib.teams() and ("team " .. lib.team(bs)) or cv.player_name(bs)
      cv.end_game(who .. " wins with " .. best .. " Promotion Points: the draw piles are empty", lib.winners(bs))
    end
  end
end

-- A player leaves the game (No Warriors in play and no Draw Pile). Reading:
-- he leaves with his cards, so no rule counts them in play any more (a
-- Relic or Alliance "in play", a PERSONALITY, a target): every card he owns
-- in play goes to his Annihilated pile ("removed from the game"), his
-- attachments first (none of them is "discarded": no VEHICLE wounds its
-- warrior), then his warriors and other cards; other players' cards on his
-- warriors go to their owners' discard piles.
function lib.lose(seat, why)
  cv.set_var(cv.player(seat), "out", true)
  cv.log("%s loses: %s", cv.player_name(seat), why)
  cv.because("rule: No Warriors in play and no Draw Pile (the player leaves the game)", function()
    local mine = {}
    for _, c in ipairs(cv.in_play()) do
      if cv.owner(c) == seat then
        mine[#mine + 1] = c
        if lib.is_warrior(c) then cv.set_var(c, "_leaving", true, "quiet") end
      end
    end
    for _, attached in ipairs({ true, false }) do
      for _, c in ipairs(mine) do
        if cv.is_in_play(c) and (lib.bearer(c) ~= nil) == attached then lib.annihilate(c) end
      end
    end
  end)
  local left = lib.order_from(1)
  local teams = {}
  local nt = 0
  for _, s in ipairs(left) do if not teams[lib.team(s)] then teams[lib.team(s)] = true nt = nt + 1 end end
  if nt == 1 then
    local w = left[1]
    cv.end_game((lib.teams() and ("team " .. lib.team(w)) or cv.player_name(w)) .. " wins: " ..
      cv.player_name(seat) .. " " .. why, lib.winners(w))
  end
end

-- Is table t non-empty?
-- e.g. rules.any(rules.corporations(c))
function lib.any(t) for _ in pairs(t) do return true end return false end

-- ---- choosing ---------------------------------------------------------------------------------

-- Asks seat to pick one of 'cards' (with 'extra', a label for picking none).
-- Returns the card, or nil.
-- e.g. local w = rules.pick_card(ctx.player, "Which warrior?", rules.warriors(ctx.player), "none")
function lib.pick_card(seat, prompt, cards, extra)
  local opts = {}
  for _, c in ipairs(cards) do opts[#opts + 1] = { label = cv.name(c), card = c } end
  if extra then opts[#opts + 1] = { label = extra } end
  if #opts == 0 then return nil end
  return cv.choose(seat, prompt, opts).card
end

-- The same as pick_card, by the name the other games use for it: asks
-- 'seat' to choose one of 'cards' for 'prompt'; nil when there is none.
-- e.g. local c = rules.choose_card(ctx.player, "Wound which warrior?", rules.all_warriors())
function lib.choose_card(seat, prompt, cards) return lib.pick_card(seat, prompt, cards) end

-- Can 'caster' cast the Art spell 'spell' (Casting Spells of the Art)?
-- Brotherhood warriors cast the aspects their card lists ('art'), BLESSED
-- any; PROFANE never; the caster must be in a Combat Area (cover is fine).
-- e.g. rules.can_cast(c, self)
function lib.can_cast(caster, spell)
  if not lib.is_warrior(caster) or not lib.area(caster) then return false end
  if lib.has(caster, "PROFANE") then return false end
  if lib.has(caster, "BLESSED") then return true end
  local aspect = cv.def(spell).aspect
  for _, a in ipairs(cv.def(caster).art or {}) do
    if a == aspect or a == "any" then return true end
  end
  return false
end

-- Art cards may not benefit the Dark Legion: a pure Brother casts on
-- Doomtroopers (and Tribal warriors); a tainted one (Doomtrooper and
-- Heretic) on all; a full Heretic only on the Dark Legion (and Tribal).
-- e.g. rules.may_affect(ctx.caster, c)
function lib.may_affect(caster, target)
  if lib.is_tribal(target) then return true end
  local dt, lg = lib.is_doomtrooper(caster), lib.is_legion(caster)
  if dt and lg then return true end
  if lg then return lib.is_legion(target) end
  return not lib.is_legion(target) or lib.is_doomtrooper(target)
end

-- Casters of 'seat' able to cast 'spell' (PERSONAL COMBAT SPELL: only a
-- combatant).
function lib.casters(seat, spell)
  local out = {}
  for _, w in ipairs(lib.warriors(seat)) do
    if lib.can_cast(w, spell) and (not cv.def(spell).personal or lib.combatant(w)) then
      out[#out + 1] = w
    end
  end
  return out
end

-- What must hold whenever a player is asked (the soak test, tests/soak.c,
-- checks it after every answer): no token count below zero (Destiny and
-- Promotion Points are spent only from what a player has), and a card out of
-- play keeps no status and no attachment (ATTACH: its attachments go with it;
-- a card leaving play is forgotten). Nil, or what is broken.
function lib.invariants()
  local bad = cv.negative_pool()
  if bad then return bad end
  for seat = 1, cv.nplayers() do -- the piles cards go to when they leave play
    for _, pile in ipairs({ "discard", "annihilated", "hand" }) do
      for _, c in ipairs(cv.zone(pile, seat)) do
        for _, k in ipairs({ "wounded", "cover", "inside" }) do
          if cv.var(c, k) then return cv.name(c) .. " is out of play but still " .. k end
        end
        if cv.link(c, "bearer") then return cv.name(c) .. " is out of play but still attached" end
      end
    end
  end
  return nil
end

-- ---- events and timing words (listed in docs/doomtrooper/cards.md) -----------

-- event killed {card, killer, in_combat}: warrior card was killed; killer is the warrior that killed it in combat.
-- e.g. trigger = "killed", can = function(self, ctx) return ctx.event.killer == self end
-- event points {player, promotion, destiny}: player was awarded points: promotion Promotion and destiny Destiny Points.
-- e.g. trigger = "points", can = function(self, ctx) return ctx.event.player ~= cv.owner(self) end
-- event combat_standing {attacker, defender}: a combat was announced and stands (before battle tactics).
-- e.g. trigger = "combat_standing", can = function(self, ctx) return ctx.event.defender == self end
-- event play {card, player, caster}: player plays card (a Special, Art or other card); caster is the warrior casting an Art spell.
-- e.g. trigger = "play", run = function(self, ctx) cv.cancel(ctx.event) end
-- event proclaimed {card, player}: player proclaimed card (a Symmetry or Dark Symmetry proclamation).
-- e.g. trigger = "proclaimed", can = function(self, ctx) return ctx.event.player ~= cv.owner(self) end
-- event mustered {card, player}: player brought warrior card into play.
-- e.g. trigger = "mustered", can = function(self, ctx) return rules.is_legion(ctx.event.card) end
-- event built {card, player}: player built fortification card.
-- e.g. trigger = "built", can = function(self, ctx) return ctx.event.player == cv.owner(self) end
-- event established {card, player}: player established card (a relic or the like) in play.
-- e.g. trigger = "established", can = function(self, ctx) return ctx.event.player == cv.owner(self) end
-- event equipped {card, bearer, player}: equipment card was given to warrior bearer.
-- e.g. trigger = "equipped", can = function(self, ctx) return ctx.event.bearer == self end
-- event attached {card, bearer, player}: card (not equipment) was attached to warrior bearer.
-- e.g. trigger = "attached", can = function(self, ctx) return ctx.event.bearer == self end
-- event assigned {card, player, warrior}: mission card was assigned (to warrior, or to a player).
-- e.g. trigger = "assigned", can = function(self, ctx) return ctx.event.warrior == self end
-- event sabotage {card, player, target}: warrior card of player sabotaged player target.
-- e.g. trigger = "sabotage", can = function(self, ctx) return ctx.event.target == cv.owner(self) end
-- event action {player, label}: player took an action (label as offered).
-- e.g. trigger = "action", can = function(self, ctx) return ctx.event.player ~= cv.owner(self) end
-- event phase_start {phase}: a phase begins (raised by the kernel's cv.phase); phase is its name.
-- e.g. trigger = "phase_start", can = function(self, ctx) return ctx.event.phase == "draw" end
-- event phase_end {phase}: a phase ends (raised by the kernel's cv.phase); phase is its name.
-- e.g. trigger = "phase_end", can = function(self, ctx) return ctx.event.phase == "discard" end

-- timing predraw: Step One, Draw: before the hand is filled to the Hand Limit.
-- e.g. { word = "predraw", run = function(self, ctx) rules.add_destiny(ctx.player, 1) end }
-- timing prediscard: Step Three, Discard: before the optional discard.
-- e.g. { word = "prediscard", run = function(self, ctx) ... end }
-- timing combat: Modify Combat Ratings, during a combat.
-- e.g. { word = "combat", can = function(self) return rules.combatant(self) end, run = function(self) rules.pump(self, "fight", 2, "plain", "combat") end }
-- timing turn: a window during the player's own turn ("PLAY DURING YOUR TURN").
-- e.g. { word = "turn", run = function(self, ctx) ... end }
-- timing response: after an event named by the ability's trigger.
-- e.g. { word = "response", trigger = "killed", run = function(self, ctx) ... end }

return lib
