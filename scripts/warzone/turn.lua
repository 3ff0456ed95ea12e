-- Warzone Eternal: the turn (DEPLOYMENT, GAME PHASES, ACTIONS): the
-- deployment, the Start Turn Phase (Initiative), the Activation Phase
-- (pass counters, alternate activations, up to 2 actions each), the End
-- Turn Phase (effects, victory, counters removed) and the scenario.

local cv, ipairs = cv, ipairs
local P = {}
local ns, lib, A, W, T, L, C, M, X, K, G

function P.init(n) ns, lib, A, W, T, L, C, M, X, K, G = n, n.lib, n.A, n.W, n.T, n.L, n.C, n.M, n.X, n.K, n.G end

local PHASES = "rule: GAME PHASES"
local ACTIONS = "rule: ACTIONS"

-- ---- DEPLOYMENT ---------------------------------------------------------------------

-- The units of seat still to deploy (zone 'reserve').
function P.reserve(seat) return cv.zone("reserve", seat) end

-- The spots where unit u may be deployed in area (DEPLOYMENT): bases fully
-- within the area, on no base or solid piece, not in base contact with an
-- enemy or an objective; 'near': units within 6" of which it must be (a
-- Group). A grid of 3" steps, thinned to at most 8 spots, after the
-- table's marks inside the area. Returns { { label, x, y } }.
function P.deploy_spots(u, area, near)
  local r = lib.radius(u)
  local pieces = T.pieces()
  local shapes = {}
  for _, p in ipairs(pieces) do
    if p.solid then shapes[#shapes + 1] = { poly = p.poly } end
  end
  for _, v in ipairs(lib.all_units()) do shapes[#shapes + 1] = { circle = lib.circle(v) } end
  local function ok(x, y)
    local c = { x, y, r }
    if not M.on_table(x, y, r) or not T.within(c, area.polygon) then return false end
    if not G.fits(r, { { x, y } }, shapes) then return false end
    for _, e in ipairs(lib.units(lib.opponent(cv.owner(u)))) do
      if G.within(c, lib.circle(e), lib.CONTACT) then return false end
    end
    for _, o in ipairs(T.objectives()) do
      if G.within(c, { o.x, o.y, o.r }, lib.CONTACT) then return false end
    end
    for _, v in ipairs(near or {}) do
      if not G.within(c, lib.circle(v), 6 * lib.INCH) then return false end
    end
    return true
  end
  local out = {}
  for _, m in ipairs(T.marks()) do
    if ok(m.x, m.y) then out[#out + 1] = { label = "mark " .. m.name .. " (" .. lib.inches(m.x) .. ", " .. lib.inches(m.y) .. ")", x = m.x, y = m.y } end
  end
  local minx, miny, maxx, maxy
  for _, v in ipairs(area.polygon) do
    if not minx or v[1] < minx then minx = v[1] end
    if not maxx or v[1] > maxx then maxx = v[1] end
    if not miny or v[2] < miny then miny = v[2] end
    if not maxy or v[2] > maxy then maxy = v[2] end
  end
  local grid = {}
  local step = 3 * lib.INCH
  local y = miny + 1500
  while y <= maxy - r do
    local x = minx + 1500
    while x <= maxx - r do
      if ok(x, y) then grid[#grid + 1] = { x, y } end
      x = x + step
    end
    y = y + step
  end
  local keep = 8
  if #grid <= keep then
    for _, g in ipairs(grid) do out[#out + 1] = { label = "(" .. lib.inches(g[1]) .. ", " .. lib.inches(g[2]) .. ")", x = g[1], y = g[2] } end
  else
    for k = 0, keep - 1 do
      local g = grid[1 + k * (#grid - 1) // (keep - 1)]
      out[#out + 1] = { label = "(" .. lib.inches(g[1]) .. ", " .. lib.inches(g[2]) .. ")", x = g[1], y = g[2] }
    end
  end
  return out
end

-- Deploys unit u at (x, y) (DEPLOYMENT; Entrenched counts here).
local function place(u, x, y)
  cv.move(u, "table", cv.owner(u))
  lib.place(u, x, y, 0)
  cv.log("%s is deployed at %s", cv.name(u), lib.where_text(u))
  A.each(u, "deployed")
end

-- Seat deploys units from its reserve in its Deployment Area until
-- 'count' have been deployed in this round (a Group's units come together,
-- each within 6" of the others: Group (X)).
local function deploy(seat, count)
  local area = T.areas()[cv.var(cv.player(seat), "area") or seat]
  local done = 0
  while done < count and #P.reserve(seat) > 0 and not cv.over() do
    -- one option per unit profile and spot
    local opts, seen = {}, {}
    for _, u in ipairs(P.reserve(seat)) do
      local key = cv.blueprint(u)
      if not seen[key] then
        seen[key] = true
        for _, s in ipairs(P.deploy_spots(u, area)) do
          opts[#opts + 1] = { label = "deploy " .. cv.name(u) .. " at " .. s.label, card = u, x = s.x, y = s.y }
        end
      end
    end
    if #opts == 0 then
      cv.log("%s has no room left in %s: its other units stay off the table", cv.player_name(seat), area.name)
      return
    end
    local pick = cv.choose(seat, "DEPLOYMENT in " .. area.name .. ": which unit, where?", opts)
    local u = pick.card
    place(u, pick.x, pick.y)
    done = done + 1
    local x = A.group(u)
    if x then
      local group = { u }
      for _, v in ipairs(P.reserve(seat)) do
        if #group >= x then break end
        if cv.blueprint(v) == cv.blueprint(u) then
          local spots = P.deploy_spots(v, area, group)
          if #spots == 0 then break end
          local o = {}
          for _, s in ipairs(spots) do o[#o + 1] = { label = "deploy " .. cv.name(v) .. " at " .. s.label, x = s.x, y = s.y } end
          local p2 = cv.choose(seat, "Group (" .. x .. "): deploy " .. cv.name(v) .. " within 6\" of its Group", o)
          place(v, p2.x, p2.y)
          group[#group + 1] = v
          done = done + 1
        end
      end
    end
  end
end

-- Force building (facts sheet: Table and forces) of a force given as
-- entries { def, count, reinforcement }: nil when it is legal, else what is
-- wrong. Always: its Support Points total not positive (DEPLOYMENT:
-- Reinforcements "stick to the max SPs"). With 'strict' (option deck_rules)
-- also: one side, at most the option's points, a Leader, units of another
-- faction than the (first) Leader's (allies) at most 20% of the points,
-- faction assets (a card's asset = true) at most 10%. A Reinforcement with
-- Advisor (a light force: "Agents of Light") or Dark Cult (a dark force:
-- "Servants of Darkness") is a Trooper: no Support Points, no Leader, no
-- ally; a unit Engineered for War counts as of the Apostles' factions it
-- may serve (A.list: member_of).
function P.force_problem(entries, strict)
  local pts, support, leader, side, faction = 0, 0, nil, nil, nil
  for _, e in ipairs(entries) do
    local d, n = e.def, e.count or 1
    if d.kind ~= "unit" then return d.title .. " is not a unit: a deck lists units" end
    side = side or d.side
    if strict and d.side ~= side then return "units of both sides (" .. side .. " and " .. d.side .. ")" end
    local trooper = e.reinforcement and A.def_any(d, "reinforcement", side)
    pts = pts + d.points * n
    if not trooper then
      support = support + d.support * n
      if d.designation == "Leader" and not leader then leader, faction = d.title, d.faction end
    end
  end
  local limit = tonumber(cv.options.points)
  if strict and pts > limit then return pts .. " points, more than " .. limit end
  if strict and not leader then return "no Leader: a force needs at least one" end
  if support > 0 then return "Support Points total " .. support .. ": it must not be positive" end
  if not strict then return nil end
  local allies, assets = 0, 0
  for _, e in ipairs(entries) do
    local d, n = e.def, e.count or 1
    local agent = e.reinforcement and A.def_any(d, "reinforcement", side)
    if d.faction ~= faction and not agent and not A.def_any(d, "member_of", faction) then allies = allies + d.points * n end
    if d.asset then assets = assets + d.points * n end
  end
  if allies * 5 > limit then return allies .. " points of allies, more than 20% of " .. limit end
  if assets * 10 > limit then return assets .. " points of faction assets, more than 10% of " .. limit end
  return nil
end

-- The swaps seat may make (DEPLOYMENT: Reinforcements): a unit of its force
-- that did not come in as a Reinforcement, for one of its Reinforcements
-- not swapped out before, one option per pair of profiles, each leaving a
-- legal force (P.force_problem; strict with deck_rules=strict).
function P.swap_options(seat)
  local out = {}
  local reserve = P.reserve(seat)
  local strict = cv.options.deck_rules == "strict"
  local outs, seen = {}, {}
  for _, v in ipairs(reserve) do
    if not cv.var(v, "reinforcement") and not seen[cv.blueprint(v)] then
      seen[cv.blueprint(v)] = true
      outs[#outs + 1] = v
    end
  end
  local ins = {}
  seen = {}
  for _, r in ipairs(cv.zone("reinforcements", seat)) do
    if not cv.var(r, "swapped_out") and not seen[cv.blueprint(r)] then
      seen[cv.blueprint(r)] = true
      ins[#ins + 1] = r
    end
  end
  for _, o in ipairs(outs) do
    for _, r in ipairs(ins) do
      local entries = {}
      for _, v in ipairs(reserve) do
        if v ~= o then entries[#entries + 1] = { def = cv.def(v), reinforcement = cv.var(v, "reinforcement") ~= nil } end
      end
      entries[#entries + 1] = { def = cv.def(r), reinforcement = true }
      if not P.force_problem(entries, strict) then
        local d = cv.def(r)
        local agent = A.def_any(d, "reinforcement", d.side) and (d.side == "light" and " (Agents of Light: a Trooper)" or " (Servants of Darkness: a Trooper)") or ""
        out[#out + 1] = { label = "swap " .. cv.name(o) .. " for " .. cv.name(r) .. agent, out = o, into = r }
      end
    end
  end
  return out
end

-- DEPLOYMENT: Reinforcements ("players can swap Units as long as they stick
-- to the max SPs"): before the roll-off, each player in turn swaps units of
-- the force for Reinforcements, one at a time (P.swap_options), until it
-- stops or no swap is left; a unit swapped out goes to 'reinforcements',
-- one swapped in (its variable reinforcement) to 'reserve'. Option
-- reinforcements=none: no swaps.
function P.reinforcements()
  if cv.options.reinforcements == "none" then return end
  for seat = 1, cv.nplayers() do
    while not cv.over() do
      local opts = P.swap_options(seat)
      if #opts == 0 then break end
      table.insert(opts, 1, { label = "no more swaps: deploy the force as it is" })
      local pick = cv.choose(seat, "DEPLOYMENT: Reinforcements: swap a unit of your force for one of your Reinforcements?", opts)
      if not pick.out then break end
      cv.move(pick.out, "reinforcements", seat)
      cv.set_var(pick.out, "swapped_out", true, "quiet")
      cv.move(pick.into, "reserve", seat)
      cv.set_var(pick.into, "reinforcement", true, "quiet")
      cv.log("%s swaps %s for %s (Reinforcements)", cv.player_name(seat), cv.name(pick.out), cv.name(pick.into))
    end
  end
end

-- DEPLOYMENT: Reinforcements first (P.reinforcements); a d20 roll-off
-- (ties roll again); the lower chooses a Deployment Area or passes the choice; the chooser deploys half its units
-- (rounded up), the opponent all of its own, the chooser the rest. The
-- second player (option second_player) has the Initiative in Turn 1.
function P.deployment()
  cv.because("rule: DEPLOYMENT", function()
    P.reinforcements()
    local r1, r2
    repeat
      r1 = lib.d20(1, "DEPLOYMENT roll-off")
      r2 = lib.d20(2, "DEPLOYMENT roll-off")
    until r1 ~= r2
    local low = r1 < r2 and 1 or 2
    local other = lib.opponent(low)
    local areas = T.areas()
    local opts = {}
    for i, a in ipairs(areas) do opts[#opts + 1] = { label = "choose the Deployment Area " .. a.name, area = i } end
    opts[#opts + 1] = { label = "pass the choice to " .. cv.player_name(other) }
    local pick = cv.choose(low, "DEPLOYMENT: you rolled lower: choose a Deployment Area or pass the choice", opts)
    local chooser = low
    if not pick.area then
      cv.log("%s passes the choice of Deployment Area", cv.player_name(low))
      chooser = other
      table.remove(opts)
      pick = cv.choose(chooser, "DEPLOYMENT: choose a Deployment Area", opts)
    end
    local second = lib.opponent(chooser)
    cv.set_var(cv.player(chooser), "area", pick.area)
    cv.set_var(cv.player(second), "area", pick.area == 1 and 2 or 1)
    cv.log("%s deploys in %s, %s in %s", cv.player_name(chooser), areas[pick.area].name, cv.player_name(second),
      areas[pick.area == 1 and 2 or 1].name)
    cv.set_var(cv.GAME, "first_initiative", cv.options.second_player == "chooser" and chooser or second)
    local n = #P.reserve(chooser)
    deploy(chooser, (n + 1) // 2)
    deploy(second, #P.reserve(second))
    deploy(chooser, #P.reserve(chooser))
    cv.set_var(cv.GAME, "deployed", true, "quiet")
  end)
end

-- ---- the Start Turn Phase -------------------------------------------------------------

-- How many of seat's units have Pinned counters.
function P.pinned_units(seat)
  local n = 0
  for _, u in ipairs(lib.units(seat)) do
    if lib.pinned(u) > 0 then n = n + 1 end
  end
  return n
end

-- GAME PHASES, Start Turn Phase: the turn number; the Initiative: Turn 1
-- the second player's; later D20 + current VPs + own units with Pinned
-- counters each, and the lowest chooses who has it (a tie: roll again, or
-- with option initiative_tie=previous the player without the Initiative
-- last turn chooses); then 'Start Turn Phase' effects.
function P.start_turn()
  local turn = cv.var(cv.GAME, "turn")
  cv.log("Turn %d", turn)
  if turn == 1 then
    local s = cv.var(cv.GAME, "first_initiative") or cv.var(cv.GAME, "initiative") or 1
    cv.set_var(cv.GAME, "initiative", s)
    cv.log("%s has the Initiative in Turn 1", cv.player_name(s))
  else
    local chooser
    local prev = cv.var(cv.GAME, "initiative")
    while not chooser do
      local t = {}
      for s = 1, 2 do
        local r = lib.d20(s, "Initiative")
        t[s] = r + lib.vp(s) + P.pinned_units(s)
        cv.log("%s's Initiative: %d (roll %d + %d VP + %d Pinned units)", cv.player_name(s), t[s], r, lib.vp(s), P.pinned_units(s))
      end
      if t[1] ~= t[2] then chooser = t[1] < t[2] and 1 or 2
      elseif cv.options.initiative_tie == "previous" and prev then chooser = lib.opponent(prev)
      else cv.log("a tie: both roll again") end
    end
    local other = lib.opponent(chooser)
    local pick = cv.choose(chooser, "Initiative: you rolled lowest: who gets the Initiative?", {
      { label = "take the Initiative", seat = chooser },
      { label = "give the Initiative to " .. cv.player_name(other), seat = other } })
    cv.set_var(cv.GAME, "initiative", pick.seat)
    cv.log("%s has the Initiative", cv.player_name(pick.seat))
  end
  for _, u in ipairs(lib.all_units()) do A.each(u, "start_turn") end
end

-- ---- the Activation Phase -------------------------------------------------------------

-- The units of unit u's Group (X) to activate with it: u and the nearest
-- others of its profile without an Activation counter, up to X in all.
function P.group_of(u)
  local x = A.group(u)
  local out = { u }
  if not x then return out end
  local others = {}
  for _, v in ipairs(lib.units(cv.owner(u))) do
    if v ~= u and cv.blueprint(v) == cv.blueprint(u) and not lib.activated(v) then
      others[#others + 1] = { v = v, g = lib.gap(u, v) }
    end
  end
  table.sort(others, function(a, b) return a.g < b.g or (a.g == b.g and a.v < b.v) end)
  for i = 1, x - 1 do
    if others[i] then out[#out + 1] = others[i].v end
  end
  return out
end

-- How many activations seat has left this turn: its units without an
-- Activation counter, a Group's units counting one for every X (Group (X)).
function P.activations(seat)
  local n, groups = 0, {}
  for _, u in ipairs(lib.units(seat)) do
    if not lib.activated(u) then
      local x = A.group(u)
      if x then
        local k = cv.blueprint(u)
        groups[k] = groups[k] or { x = x, n = 0 }
        groups[k].n = groups[k].n + 1
      else
        n = n + 1
      end
    end
  end
  for _, g in pairs(groups) do n = n + (g.n + g.x - 1) // g.x end
  return n
end

-- GAME PHASES, Activation Phase: the player with fewer activations gets a
-- Pass counter for every full 2 activations fewer.
function P.pass_counters()
  local a1, a2 = P.activations(1), P.activations(2)
  for s = 1, 2 do cv.set_pool(cv.player(s), "pass", 0) end
  if a1 == a2 then return end
  local fewer = a1 < a2 and 1 or 2
  local n = (a1 > a2 and a1 - a2 or a2 - a1) // 2
  if n > 0 then
    cv.log("%s has %d activations to %d: %d Pass counter%s", cv.player_name(fewer), fewer == 1 and a1 or a2,
      fewer == 1 and a2 or a1, n, n > 1 and "s" or "")
    cv.set_pool(cv.player(fewer), "pass", n)
  end
end

-- The Activation Phase: the player with the Initiative starts; players
-- alternate, each activating a unit or using a Pass counter, unless the
-- other has no unit left to activate.
function P.activation_phase()
  cv.because(PHASES, P.pass_counters)
  local seat = lib.initiative() or 1
  while true do
    cv.settle()
    if cv.over() then break end
    local mine, theirs = P.activations(seat), P.activations(lib.opponent(seat))
    if mine == 0 and theirs == 0 then break end
    if mine > 0 then
      local opts = {}
      for _, u in ipairs(lib.units(seat)) do
        if not lib.activated(u) then
          local g = P.group_of(u)
          local label = "activate " .. cv.name(u) .. " at " .. lib.where_text(u)
          if #g > 1 then
            local names = {}
            for i = 2, #g do names[#names + 1] = cv.name(g[i]) end
            label = label .. " (Group: with " .. table.concat(names, ", ") .. ")"
          end
          opts[#opts + 1] = { label = label, card = u }
        end
      end
      if cv.pool(cv.player(seat), "pass") > 0 and theirs > 0 then
        opts[#opts + 1] = { label = "use a Pass counter (do not activate)", pass = true }
      end
      local pick = cv.choose(seat, "Activation Phase: activate a unit", opts)
      if pick.pass then
        cv.because(PHASES, function()
          cv.add_pool(cv.player(seat), "pass", -1)
          cv.log("%s passes", cv.player_name(seat))
        end)
      else
        P.activate_group(pick.card)
      end
    end
    seat = lib.opponent(seat)
  end
end

-- Activates unit u with its Group as one activation, the player choosing
-- the order (Group (X)).
function P.activate_group(u)
  local g = P.group_of(u)
  P.activate(u)
  local rest = {}
  for i = 2, #g do rest[#rest + 1] = g[i] end
  while #rest > 0 and not cv.over() do
    local opts = {}
    for i, v in ipairs(rest) do
      if lib.alive(v) and not lib.activated(v) then opts[#opts + 1] = { label = "activate " .. cv.name(v) .. " next (Group)", i = i } end
    end
    if #opts == 0 then break end
    local pick = cv.choose(cv.owner(u), "Group: which unit next?", opts)
    local v = rest[pick.i]
    table.remove(rest, pick.i)
    P.activate(v)
  end
end

-- Unit u performs up to 'max' actions (free ones besides: Reposition, a
-- Weapon Mount, First Aid), each chosen by its player; after each its
-- abilities' after_action hooks (Aggressive, Blitz, Guerilla, Impact).
-- 'what' names them in the prompt ("action 1 of 2").
local function perform(u, max, what)
  local n, taken = 0, {}
  while n < max do
    cv.settle()
    if not lib.alive(u) or cv.over() then break end
    local opts = P.action_options(u, taken)
    opts[#opts + 1] = { label = "end the activation of " .. cv.name(u), stop = true }
    local pick = cv.choose(cv.owner(u), what(n) .. " for " .. cv.name(u) .. " at " .. lib.where_text(u), opts)
    if pick.stop then break end
    local act = { name = pick.name, label = pick.action or pick.name, unit = u }
    cv.because(pick.cause or ACTIONS, pick.run, act)
    if not pick.free then
      n = n + 1
      taken[pick.name] = true
      if lib.alive(u) then A.each(u, "after_action", act) end
    end
  end
end

-- Activates unit u: 'Unit is Activated' effects, an Activation counter,
-- up to 2 actions (free ones besides: Reposition, a Weapon Mount), then
-- the end of its activation (a Cloud it stands in takes effect), and its
-- abilities' activation_end hooks (Command's order).
function P.activate(u)
  cv.scope("activation", function()
    cv.because(PHASES, function()
      cv.set_var(cv.GAME, "active_unit", u, { quiet = true, ["until"] = "activation" })
      cv.log("%s is activated", cv.name(u))
      A.each(u, "activated")
      cv.add_pool(u, "activation", 1)
    end)
    perform(u, 2, function(n) return "action " .. (n + 1) .. " of 2" end)
    if lib.alive(u) then
      for _, m in ipairs(C.clouds_on(u)) do C.cloud_effect(m, u, true) end
    end
  end)
  if lib.alive(u) and not cv.over() then A.each(u, "activation_end") end
end

-- Unit v performs one Action on the order of unit 'by' (UNIT SPECIAL
-- ABILITIES: Command (X)): not an Activation (no Activation counter, no
-- 'Unit is Activated' effects), but the Reactive player may answer the
-- action as any other.
function P.order(v, by)
  cv.scope("activation", function()
    cv.because("rule: UNIT SPECIAL ABILITIES", function()
      cv.set_var(cv.GAME, "active_unit", v, { quiet = true, ["until"] = "activation" })
      cv.log("Command: %s performs one Action on the order of %s", cv.name(v), cv.name(by))
    end)
    perform(v, 1, function() return "Command: one Action" end)
  end)
end

-- ---- the actions ------------------------------------------------------------------------

-- Is unit u in base contact with objective o?
local function at_objective(u, o)
  return G.within(lib.circle(u), { o.x, o.y, o.r }, lib.CONTACT)
end

-- Every action unit u may take now (ACTIONS), as options { label, name,
-- run(act), free, cause }: 'taken' names those taken this activation (with
-- option repeat_actions=no they are not offered again).
function P.action_options(u, taken)
  local out = {}
  local function allowed(name)
    if not A.allowed(u, name) then return false end
    if cv.options.repeat_actions == "no" and taken[name] then return false end
    return true
  end
  local function add(name, label, run, extra)
    local o = { name = name, label = label, run = run, action = name:sub(1, 1):upper() .. name:sub(2) }
    for k, v in pairs(extra or {}) do o[k] = v end
    out[#out + 1] = o
  end
  -- a unit halfway up a climb can only climb on or down (CLIMB)
  if cv.var(u, "climb_piece") then
    if allowed("climb") then
      for _, o in ipairs(K.climb_options(u)) do
        add("climb", o.label, function(act) X.other(act) if lib.alive(u) then o.run(act) end end)
      end
    end
    return out
  end
  -- free: a Weapon Mount, a Reposition
  if not cv.var(u, "mount_weapon") then
    for _, p in ipairs(T.mounts(u)) do
      local w = p.traits["Weapon Mount"]
      if lib.weapon(w) then
        add("mount", "use the Weapon Mount of " .. T.name(p) .. " (" .. lib.weapon(w).title .. ") this activation", function()
          cv.set_var(cv.GAME, "mount_" .. p.i, true, { quiet = true, ["until"] = "turn" })
          cv.set_var(u, "mount_weapon", w, { quiet = true, ["until"] = "activation" })
          cv.log("%s takes the Weapon Mount of %s: %s", cv.name(u), T.name(p), lib.weapon(w).title)
        end, { free = true, cause = "rule: TERRAIN" })
      end
    end
  end
  if not cv.var(u, "repositioned") and (A.allowed(u, "reposition") or cv.var(u, "controlled")) then
    for _, d in ipairs(M.reposition_options(u, A.max(u, "reposition_range", 2 * lib.INCH))) do
      add("reposition", "Reposition (free) " .. d.label, function(act)
        cv.set_var(u, "repositioned", true, { quiet = true, ["until"] = "activation" })
        M.run(u, act, d.x, d.y, "move")
      end, { free = true, cause = "rule: MOVEMENT" })
    end
  end
  -- Aim and Brace
  local shooters = C.shoot_weapons(u)
  local aimable = false
  for _, w in ipairs(shooters) do
    if not W.any(w, "no_aim") then aimable = true end
  end
  if allowed("aim") and aimable and not cv.var(u, "aim") then
    add("aim", "Aim (+4 TN and +2 DAM on the next shot)", function(act)
      X.other(act)
      if lib.alive(u) then
        cv.set_var(u, "aim", true, { quiet = true, ["until"] = "activation" })
        cv.log("%s aims", cv.name(u))
      end
    end)
  end
  if allowed("brace") and #shooters > 0 and not cv.var(u, "brace") then
    add("brace", "Brace (the next shot ignores Recoil and is Suppressive)", function(act)
      X.other(act)
      if lib.alive(u) then
        cv.set_var(u, "brace", true, { quiet = true, ["until"] = "activation" })
        cv.log("%s braces", cv.name(u))
      end
    end)
  end
  -- Charge (and Fly as a Charge)
  if allowed("charge") then
    for _, o in ipairs(M.charge_options(u, "charge")) do
      add("charge", "Charge " .. cv.name(o.target) .. " (to " .. "(" .. lib.inches(o.x) .. ", " .. lib.inches(o.y) .. ")" ..
        (o.via and (" by way of (" .. lib.inches(o.via[1]) .. ", " .. lib.inches(o.via[2]) .. ")") or "") .. ")", function(act)
        local atk = M.charge(u, o.target, o.x, o.y, act, "charge", o.via)
        if atk then X.after(act, atk) end
      end)
    end
  end
  -- Climb
  if allowed("climb") then
    for _, o in ipairs(K.climb_options(u)) do
      add("climb", o.label, function(act) X.other(act) if lib.alive(u) then o.run(act) end end)
    end
  end
  -- Fly (Flight)
  if allowed("fly") and A.any(u, "grants", "fly") then
    for _, d in ipairs(M.destinations(u, "fly")) do
      add("fly", "Fly " .. d.label, function(act)
        cv.set_var(u, "flying", true, { quiet = true, ["until"] = "activation" })
        M.run(u, act, d.x, d.y, "fly")
        cv.set_var(u, "flying", nil, "quiet")
      end)
    end
    if M.may_charge(u) then
      for _, o in ipairs(M.charge_options(u, "fly")) do
        add("fly", "Fly: Charge " .. cv.name(o.target), function(act)
          cv.set_var(u, "flying", true, { quiet = true, ["until"] = "activation" })
          local atk = M.charge(u, o.target, o.x, o.y, act, "fly")
          cv.set_var(u, "flying", nil, "quiet")
          if atk then X.after(act, atk) end
        end)
      end
    end
  end
  -- Interact
  if allowed("interact") then
    for _, o in ipairs(T.objectives()) do
      if o.seat ~= cv.owner(u) and at_objective(u, o) then
        local test = cv.options.interact_test == "ld"
        add("interact", "Interact with objective " .. o.i .. (test and " (a TN (LD) test)" or ""), function(act)
          X.other(act)
          if lib.alive(u) then
            cv.because("rule: ACTIONS", function()
              if test and not lib.stat_test(u, "ld", "TN (LD) test to Interact with objective " .. o.i, "interact") then
                cv.log("%s fails to take objective %d", cv.name(u), o.i)
                return
              end
              cv.set_var(cv.GAME, "objective_" .. o.i, cv.owner(u))
              cv.log("%s takes objective %d for %s", cv.name(u), o.i, cv.player_name(cv.owner(u)))
            end)
          end
        end)
      end
    end
  end
  -- Move, and entering Enclosed terrain
  if allowed("move") then
    for _, d in ipairs(M.destinations(u, "move")) do
      add("move", "Move " .. d.label, function(act) M.run(u, act, d.x, d.y, "move", d.via) end, { cause = "rule: MOVEMENT" })
    end
    for _, e in ipairs(M.enter_options(u)) do
      add("move", "Move into " .. T.name(e.piece) .. " (Enclosed: an action to enter)", function(act)
        X.other(act)
        if lib.alive(u) then M.enter(u, e.piece, e.x, e.y) end
      end)
    end
  end
  -- Rally and Reload
  if allowed("rally") and lib.pinned(u) > 0 then
    add("rally", "Rally (remove a Pinned counter)", function(act)
      X.other(act)
      if not lib.alive(u) then return end
      if A.any(u, "rally_test") then
        local ok = lib.stat_test(u, "ld", "TN (LD) test to Rally (Recruit)", "rally")
        if not ok then cv.log("%s fails to Rally", cv.name(u)) return end
      end
      if lib.pinned(u) > 0 then cv.add_pool(u, "pinned", -1) end
    end)
  end
  if allowed("reload") and cv.pool(u, "reload") > 0 then
    add("reload", "Reload (remove a Reload counter)", function(act)
      X.other(act)
      if lib.alive(u) then cv.add_pool(u, "reload", -1) end
    end)
  end
  -- Shoot
  if allowed("shoot") then
    local aimed = cv.var(u, "aim") ~= nil
    for _, o in ipairs(C.shoot_options(u, aimed)) do
      add("shoot", "Shoot " .. cv.name(o.target) .. " with " .. lib.weapon(o.weapon).title .. " (TN " .. o.tn .. ")", function(act)
        local more = P.burst_targets(u, o.weapon, o.target)
        local atk = C.shoot_action(u, o.weapon, o.target, { act = act, more = more })
        act.atk = atk
        X.after(act, atk)
      end, { cause = "rule: RANGED ATTACKS (SHOOT ACTIONS)" })
    end
    for _, w in ipairs(C.shoot_weapons(u)) do
      if W.any(w, "tactical") then
        for _, s in ipairs(C.tactical_spots(u, w)) do
          add("shoot", "Shoot (Tactical Fire) with " .. lib.weapon(w).title .. " at " .. s.label, function(act)
            local atk = C.shoot_action(u, w, nil, { act = act, spot = s })
            act.atk = atk
            X.after(act, atk)
          end, { cause = "rule: TACTICAL FIRE" })
        end
      end
    end
    for _, o in ipairs(C.shoot_pieces(u, aimed)) do
      add("shoot", "Shoot " .. T.name(o.piece) .. " (Destructible) with " .. lib.weapon(o.weapon).title .. " (TN " .. o.tn .. ")", function(act)
        X.other(act)
        if lib.alive(u) then C.shoot_piece(u, o.weapon, o.piece) end
      end, { cause = "rule: TERRAIN" })
    end
  end
  -- Strike
  if allowed("strike") then
    for _, o in ipairs(C.strike_options(u, false)) do
      add("strike", "Strike " .. cv.name(o.target) .. " with " .. (o.weapon and lib.weapon(o.weapon).title or "no weapon (ST)") ..
        " (TN " .. o.tn .. ")", function(act)
        local atk = C.strike_action(u, o.weapon, o.target, { act = act })
        X.after(act, atk)
      end, { cause = "rule: MELEE ATTACKS" })
    end
    for _, p in ipairs(C.strike_pieces(u)) do
      local ws = C.melee_weapons(u)
      add("strike", "Strike " .. T.name(p) .. " (Destructible)", function(act)
        X.other(act)
        if lib.alive(u) then C.strike_piece(u, ws[1], p) end
      end, { cause = "rule: TERRAIN" })
    end
  end
  -- the unit's own abilities' actions (Inspire, Command, Shift; free: First Aid)
  for _, o in ipairs(A.collect(u, "actions")) do
    if o.free then
      add(o.name, o.label, function(act) o.run(act) end, { free = true, cause = "rule: UNIT SPECIAL ABILITIES" })
    elseif allowed(o.name) then
      add(o.name, o.label, function(act) X.other(act) if lib.alive(u) then o.run(act) end end, { cause = "rule: UNIT SPECIAL ABILITIES" })
    end
  end
  return out
end

-- Burst (X): the further Shoot tests of unit u's Shoot Action with weapon
-- w after the first at t, each at an enemy within the 4" diameter area
-- centred on t (its base overlapping a 2" circle about t's centre), in
-- range and in LOS; the player picks them one at a time, or stops.
function P.burst_targets(u, w, t)
  local n = W.max(w, "tests", 1)
  local out = {}
  if n <= 1 then return out end
  local tx, ty = lib.pos(t)
  local cands = {}
  for _, e in ipairs(lib.enemies(u)) do
    if G.within({ tx, ty, 2 * lib.INCH }, lib.circle(e), 0) and C.shoot_test(u, w, e) then cands[#cands + 1] = e end
  end
  for k = 2, n do
    local opts = { { label = "no more Shoot tests" } }
    for _, e in ipairs(cands) do opts[#opts + 1] = { label = "Shoot test " .. k .. " of " .. n .. " at " .. cv.name(e), e = e } end
    local pick = cv.choose(cv.owner(u), "Burst (" .. n .. "): the next Shoot test", opts)
    if not pick.e then break end
    out[#out + 1] = pick.e
  end
  return out
end

-- ---- the End Turn Phase ------------------------------------------------------------------

-- GAME PHASES, End Turn Phase: 'End Turn Phase' effects (a Cloud rolls to
-- dissipate: 11+, and a Smoke marker with option smoke=cloud, while with
-- smoke=turn it clears; Shake It Off; each objective held scores 1 VP with
-- scenario=objectives), the victory check, then Activation and Reaction
-- counters are removed.
function P.end_turn()
  local turn = cv.var(cv.GAME, "turn")
  cv.because("rule: CLOUD", function()
    for _, m in ipairs(cv.zone("markers")) do
      local kind = cv.def(m).kind
      if kind == "smoke" and cv.options.smoke == "turn" then
        cv.because("rule: WEAPON SPECIAL ABILITIES", function()
          cv.log("%s clears", cv.name(m))
          cv.move(m, "spent")
        end)
      elseif (kind == "cloud" or kind == "smoke") and not cv.var(m, "stays") then
        local r = lib.d20(cv.owner(m), cv.name(m) .. " dissipates on 11+")
        if r >= 11 then
          cv.log("%s dissipates", cv.name(m))
          cv.move(m, "spent")
        elseif cv.options.cloud_roll == "next" then
          cv.set_var(m, "stays", true, "quiet")
        end
      end
    end
  end)
  cv.because(PHASES, function()
    for _, u in ipairs(lib.all_units()) do A.each(u, "end_turn") end
    if cv.options.scenario ~= "kill_points" then
      for _, o in ipairs(T.objectives()) do
        if o.seat then cv.add_pool(cv.player(o.seat), "vp", 1) end
      end
    end
    P.check_victory(turn)
    for s = 1, cv.nplayers() do
      for _, u in ipairs(lib.units(s)) do
        if cv.pool(u, "activation") > 0 then cv.set_pool(u, "activation", 0) end
        if cv.pool(u, "reaction") > 0 then cv.set_pool(u, "reaction", 0) end
      end
      if cv.pool(cv.player(s), "pass") > 0 then cv.set_pool(cv.player(s), "pass", 0) end
    end
  end)
end

-- The scenario's victory (option scenario, docs/warzone.md): at the end
-- of turn turn_limit the player with more Victory Points wins; equal, with
-- scenario=objectives, the one who removed more points of enemy
-- casualties; else a draw. A player with no unit left loses at once
-- (R.settle).
function P.check_victory(turn)
  if cv.over() then return end
  local limit = tonumber(cv.options.turn_limit) or 6
  if limit > 0 and turn >= limit then
    local a, b = lib.vp(1), lib.vp(2)
    local ka, kb = P.kill_points(2), P.kill_points(1)
    if a == b and ka ~= kb and cv.options.scenario ~= "kill_points" then
      local w = ka > kb and 1 or 2
      cv.end_game(string.format("%s wins after %d turns: %d VP each, %d points of casualties to %d", cv.player_name(w), turn, a,
        w == 1 and ka or kb, w == 1 and kb or ka), { w })
    elseif a == b then
      cv.end_game(string.format("a draw after %d turns: %d VP each", turn, a))
    else
      local w = a > b and 1 or 2
      cv.end_game(string.format("%s wins on Victory Points after %d turns, %d to %d", cv.player_name(w), turn,
        w == 1 and a or b, w == 1 and b or a), { w })
    end
  end
end

-- The points of seat's units removed as casualties.
function P.kill_points(seat)
  local n = 0
  for _, u in ipairs(cv.zone("casualties", seat)) do n = n + (cv.def(u).points or 0) end
  return n
end

-- A player with no unit on the table or to deploy has lost.
function P.check_wipeout()
  if cv.over() then return end
  local left = {}
  for s = 1, 2 do left[s] = #lib.units(s) + #P.reserve(s) end
  if left[1] == 0 and left[2] == 0 then
    cv.end_game("a draw: no unit left on either side")
  elseif left[1] == 0 or left[2] == 0 then
    local w = left[1] > 0 and 1 or 2
    cv.end_game(cv.player_name(w) .. " wins: " .. cv.player_name(lib.opponent(w)) .. " has no unit left", { w })
  end
end

return P
