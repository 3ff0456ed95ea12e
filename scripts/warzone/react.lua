-- Warzone Eternal: REACTIONS (ONLY BY REACTIVE PLAYER): Ambush,
-- Counterattack, Dive for Cover, Parting Blow.
--
-- The active unit's action is a table act = { name, unit, reacted,
-- target, redirect }. The Reactive player (the other seat) is asked at the
-- moments an action may be answered, and only when some unit of theirs
-- could react: before a Shoot or Strike is resolved (Dive for Cover by a
-- target, Ambush by anyone), at the start of a move (Parting Blow by a
-- unit engaged with the mover), after each step of a move (Ambush), as any
-- other action is declared (Ambush), and after a Shoot or Strike against
-- one of their units (Counterattack). One Reaction per action in all
-- ("Only 1 Unit can react to active Unit's action"); a unit holds at most
-- one Reaction counter (Awareness, Pack Hunter: two; Networked, Tactical:
-- see X.can_react), receives none while Pinned (Fearless: it may) and none
-- at all if a Zombie. A Reaction's own attack
-- is never answered.

local cv, ipairs = cv, ipairs
local X = {}
local ns, lib, A, W, L, C, M

function X.init(n) ns, lib, A, W, L, C, M = n, n.lib, n.A, n.W, n.L, n.C, n.M end

local RULE = "rule: REACTIONS (ONLY BY REACTIVE PLAYER)"

-- May unit r receive a Reaction counter at all now (not a Zombie, not
-- Pinned unless Fearless, below its limit)? Impact gives counters so.
function X.may_receive(r)
  if A.denies(r, "may_react") then return false end
  if lib.pinned(r) > 0 and not A.any(r, "react_pinned") then return false end
  return cv.pool(r, "reaction") < A.reaction_cap(r)
end

-- May unit r be assigned a Reaction counter now to react? Beyond its limit
-- only when a Networked friend takes one of its counters (Networked) or
-- once a Turn near an objective (Tactical).
function X.can_react(r)
  if not lib.alive(r) then return false end
  if A.denies(r, "may_react") then return false end
  if lib.pinned(r) > 0 and not A.any(r, "react_pinned") then return false end
  if cv.var(r, "climb_piece") then return false end
  if cv.pool(r, "reaction") >= A.reaction_cap(r) then
    return A.first(r, "relocate") ~= nil or A.any(r, "over_cap")
  end
  return true
end

-- Assigns unit r the Reaction counter of a Reaction: at its limit, first a
-- Networked friend takes one of its counters (Networked), else it goes
-- beyond the limit once this Turn (Tactical: the variable over_cap).
function X.assign(r)
  if cv.pool(r, "reaction") >= A.reaction_cap(r) then
    local f = A.first(r, "relocate")
    if f then
      cv.log("Networked: %s relocates a Reaction counter to %s", cv.name(r), cv.name(f))
      cv.add_pool(r, "reaction", -1)
      cv.add_pool(f, "reaction", 1)
    elseif A.any(r, "over_cap") then
      cv.log("Tactical: %s takes a Reaction counter beyond its limit (once a Turn)", cv.name(r))
      cv.set_var(r, "over_cap", true, { quiet = true, ["until"] = "turn" })
    end
  end
  cv.add_pool(r, "reaction", 1)
end

-- The Reactive player's units (the seat that is not act.unit's).
local function reactive_units(act) return lib.units(lib.opponent(cv.owner(act.unit))) end

-- May unit r Ambush the active unit now (Ambush: non-Blocked LOS, not
-- engaged, or engaged only with units with Pinned counters; with option
-- ambush_activated=no, not a unit with an Activation counter; not against
-- a Shadowed unit's move)? Returns the line of sight to it, or false.
function X.may_ambush(r, act)
  if not X.can_react(r) then return false end
  if cv.options.ambush_activated ~= "yes" and lib.activated(r) then return false end
  for _, e in ipairs(lib.engaged_with(r)) do
    if lib.pinned(e) == 0 then return false end
  end
  if A.any(act.unit, "no_ambush", act) then return false end
  local los = L.check(r, act.unit)
  if los.state == "Blocked" then return false end
  return los
end

-- The Ambush options of the Reactive player against act: shoot or charge.
local function ambush_options(act)
  local out = {}
  local u = act.unit
  if not lib.alive(u) then return out end
  for _, r in ipairs(reactive_units(act)) do
    local los = X.may_ambush(r, act)
    if los then
      local ws = {}
      for _, w in ipairs(C.shoot_weapons(r)) do
        local t = C.shoot_test(r, w, u, nil, nil, los)
        if t then ws[#ws + 1] = w end
      end
      if #ws > 0 then
        out[#out + 1] = { label = "Ambush: " .. cv.name(r) .. " shoots at " .. cv.name(u), unit = r, kind = "ambush_shoot", weapons = ws }
      end
      if not cv.var(u, "flying") then
        local o = M.charge_option(r, u, "charge")
        if o then
          out[#out + 1] = { label = "Ambush: " .. cv.name(r) .. " charges " .. cv.name(u), unit = r, kind = "ambush_charge", x = o.x, y = o.y, via = o.via }
        end
      end
    end
  end
  return out
end

-- Asks the Reactive player to choose among opts (plus "no reaction") and
-- does the one chosen.
local function offer(act, opts, what)
  if act.reacted or cv.over() or #opts == 0 then return end
  local seat = lib.opponent(cv.owner(act.unit))
  local choices = { { label = "no reaction" } }
  for _, o in ipairs(opts) do choices[#choices + 1] = o end
  local pick = cv.choose(seat, "REACTIONS: react to " .. cv.name(act.unit) .. " " .. what .. "?", choices)
  if not pick.kind then return end
  act.reacted = true
  cv.because(RULE, X.perform, act, pick)
end

-- Does reaction o (an option of offer).
function X.perform(act, o)
  local r, u = o.unit, act.unit
  if o.kind == "ambush_shoot" or o.kind == "ambush_charge" then
    cv.log("%s Ambushes %s", cv.name(r), cv.name(u))
    X.assign(r)
    if not lib.activated(r) then cv.add_pool(r, "activation", 1) end
    if o.kind == "ambush_shoot" then
      local w = X.pick_weapon(r, o.weapons, u)
      C.shoot_action(r, w, u, { reaction = "ambush" })
    else
      M.charge(r, u, o.x, o.y, nil, "charge", o.via)
      if act.name == "charge" and lib.alive(r) then act.redirect = r end
    end
  elseif o.kind == "dive" then
    cv.log("%s Dives for Cover: +2 AR against this attack", cv.name(r))
    X.assign(r)
    o.atk.dive[r] = true
  elseif o.kind == "parting" then
    cv.log("%s makes a Parting Blow at %s", cv.name(r), cv.name(u))
    X.assign(r)
    C.strike_action(r, o.weapon, u, { reaction = "parting" })
  elseif o.kind == "counter_shoot" or o.kind == "counter_strike" then
    cv.log("%s Counterattacks %s", cv.name(r), cv.name(u))
    X.assign(r)
    if o.kind == "counter_shoot" then
      C.shoot_action(r, X.pick_weapon(r, o.weapons, u), u, { reaction = "counterattack" })
    else
      C.strike_action(r, o.weapon, u, { reaction = "counterattack" })
    end
  end
end

-- The weapon unit r fires at u, of ws (asked when there are several).
function X.pick_weapon(r, ws, u)
  if #ws == 1 then return ws[1] end
  local opts = {}
  for _, w in ipairs(ws) do opts[#opts + 1] = { label = "with " .. lib.weapon(w).title, w = w } end
  return cv.choose(cv.owner(r), "Which weapon does " .. cv.name(r) .. " fire at " .. cv.name(u) .. "?", opts).w
end

-- The moment a Shoot or Strike Action of the active unit is declared:
-- Dive for Cover by a unit it targets (a Shoot, as primary or secondary
-- target), or an Ambush.
function X.declared(act, atk)
  local opts = {}
  if atk.name == "shoot" then
    local seen = {}
    for _, t in ipairs(atk.targets) do
      if not seen[t] and cv.owner(t) ~= cv.owner(act.unit) and X.can_react(t) then
        seen[t] = true
        opts[#opts + 1] = { label = "Dive for Cover: " .. cv.name(t) .. " (+2 AR)", unit = t, kind = "dive", atk = atk }
      end
    end
  end
  for _, o in ipairs(ambush_options(act)) do opts[#opts + 1] = o end
  offer(act, opts, atk.name == "shoot" and "shooting" or "striking")
end

-- The moment any other action of the active unit is declared (Aim,
-- Rally, Climb ...): an Ambush.
function X.other(act)
  offer(act, ambush_options(act), "taking the " .. act.label .. " action")
end

-- The start of a move of the active unit: a Parting Blow by a unit
-- engaged with it (it may go on moving if it survives).
function X.move_start(act)
  local u = act.unit
  local opts = {}
  for _, r in ipairs(lib.engaged_with(u)) do
    if X.can_react(r) then
      local ws = C.melee_weapons(r)
      if #ws == 0 then ws = { false } end
      for _, w in ipairs(ws) do
        opts[#opts + 1] = { label = "Parting Blow: " .. cv.name(r) .. " strikes " .. cv.name(u) ..
          (w and (" with " .. lib.weapon(w).title) or " unarmed"), unit = r, kind = "parting", weapon = w or nil }
      end
    end
  end
  offer(act, opts, "moving away")
end

-- After a step of the active unit's move: an Ambush.
function X.step(act)
  offer(act, ambush_options(act), "moving, at " .. lib.where_text(act.unit))
end

-- After the active unit's Shoot or Strike Action atk against the Reactive
-- player's units: one of them may Counterattack (Shoot or Strike the
-- active unit), unless the weapon is Silenced and it has Obstructed LOS.
function X.after(act, atk)
  local u = act.unit
  if act.reacted or not lib.alive(u) then return end
  local opts, seen = {}, {}
  for _, r in ipairs(atk.targets) do
    if not seen[r] and cv.owner(r) ~= cv.owner(u) and X.can_react(r) then
      seen[r] = true
      if not (atk.weapon and W.any(atk.weapon, "no_counterattack", atk, r)) then
        local ws = {}
        for _, w in ipairs(C.shoot_weapons(r)) do
          if C.shoot_test(r, w, u) then ws[#ws + 1] = w end
        end
        if #ws > 0 then
          opts[#opts + 1] = { label = "Counterattack: " .. cv.name(r) .. " shoots at " .. cv.name(u), unit = r, kind = "counter_shoot", weapons = ws }
        end
        for _, o in ipairs(C.strike_options(r, false)) do
          if o.target == u then
            opts[#opts + 1] = { label = "Counterattack: " .. cv.name(r) .. " strikes " .. cv.name(u) ..
              (o.weapon and (" with " .. lib.weapon(o.weapon).title) or " unarmed"), unit = r, kind = "counter_strike", weapon = o.weapon }
          end
        end
      end
    end
  end
  offer(act, opts, "after its " .. (atk.name == "shoot" and "Shoot" or "Strike") .. " Action")
end

return X
