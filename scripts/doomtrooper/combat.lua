-- Doomtrooper: Attack (Tactical Action) - the eight steps of combat.

local cv, ipairs = cv, ipairs -- upvalues: cheaper than the sandbox's global lookups
local def, var, owner = cv.def, cv.var, cv.owner
local combat = {}
local lib

function combat.init(l) lib = l end

-- 1) ANNOUNCE ATTACKER AND DEFENDER: the affiliation restrictions. A
-- warrior is held by the restriction of every membership it has: the Dark
-- Legion's "may attack any other warrior" lifts none of them, so a Tainted
-- warrior (a HERETIC still of its corporation or the Brotherhood) is held
-- as a Doomtrooper, and each restriction holds in both directions where
-- the rulebook's does (a shared corporation, the Brotherhood among
-- Doomtroopers). 'forced': a card makes the attack (own warriors allowed).
-- e.g. rules.combat.may_attack(self, c)
function combat.may_attack(a, d, forced)
  if a == d then return false end
  if not lib.can_fight(a) or not lib.can_fight(d) then return false end  -- NONCOMBATANT
  if not forced and owner(a) == owner(d) then return false end     -- not your own warriors
  -- Outposts fight only Outposts (even when a card changes a combatant).
  if (lib.area(a) == "outpost") ~= (lib.area(d) == "outpost") then return false end
  if lib.has(a, "ASSASSIN") then return true end                          -- regardless of affiliation
  if lib.is_tribal(a) or lib.is_tribal(d) then return true end            -- attack and be attacked by any
  if lib.is_freelancer(a) or lib.is_freelancer(d) then return true end    -- Freelancer: likewise
  -- "If a warrior shares any type of corporate membership with another,
  -- it may not be attacked."
  for k in pairs(lib.corporations(a)) do
    if lib.affiliated(d, k) then return false end
  end
  -- "A Doomtrooper may never attack a member of the Brotherhood."
  if lib.is_doomtrooper(a) and lib.affiliated(d, "brotherhood") then return false end
  -- "Brotherhood members may only attack Dark Legion and Tribal warriors."
  if lib.affiliated(a, "brotherhood") and not lib.is_legion(d) then return false end
  return true
end

local defenders -- (a, first): below

-- The warriors of 'seat' that may attack now: not in cover, not out of
-- cover this turn, able to fight, with some legal Defender.
function combat.attackers(seat)
  local out = {}
  local all = lib.all_warriors()
  for _, w in ipairs(lib.warriors(seat)) do
    if lib.can_fight(w) and not lib.in_cover(w) and var(w, "exited_cover") ~= lib.turn() and
        #defenders(w, true, all) > 0 then
      out[#out + 1] = w
    end
  end
  return out
end

-- Option 2: Primary Targets. The player to your left (the next seat
-- clockwise) is your Primary Target; others cost 2 Destiny Points.
function combat.target_cost(seat, target)
  if cv.options.multiplayer ~= "primary" or cv.nplayers() < 3 or target == seat then return 0 end
  if target == lib.next_player(seat) then return 0 end
  return 2
end

-- The warriors attacker a may attack now (only the first, if 'first'),
-- of 'all' (default: every warrior in play): its own side's only when a
-- card "forces" it (lib.force_own_attacks).
function defenders(a, first, all)
  local out, seat = {}, owner(a)
  local own = lib.own_attacks(seat)
  all = all or lib.all_warriors()
  for i = 1, #all do
    local d = all[i]
    local s = owner(d)
    local open
    if s == seat then open = own else open = lib.in_game(s) and not (lib.teams() and lib.teammates(s, seat)) end
    if open and combat.may_attack(a, d, s == seat) and lib.destiny(seat) >= combat.target_cost(seat, s) and
        #combat.tactics(a, d) > 0 then
      out[#out + 1] = d
      if first then return out end
    end
  end
  return out
end

-- The warriors attacker a may attack now.
-- e.g. #rules.combat.defenders(self) > 0
function combat.defenders(a) return defenders(a, false) end

-- 2) ANNOUNCE BATTLE TACTICS: Fight or Shoot; a rating of "-" never takes
-- part in that kind of combat; an AIRSHIP or SUBMARINE never in a Fight.
function combat.tactics(a, d)
  local out = {}
  for _, t in ipairs({ "fight", "shoot" }) do
    local okk = def(a)[t] ~= nil and def(d)[t] ~= nil
    if t == "fight" and (lib.vehicle_kind(a) or lib.vehicle_kind(d)) then okk = false end
    if okk then out[#out + 1] = t end
  end
  return out
end

local function rating(c, t) return lib.stat(c, t) end
local function armor(c) return lib.armor(c) or 0 end

local function first_strike(c, t)
  if lib.has(c, "FIRST STRIKE") or lib.has(c, "STRIKE FIRST") then return true end
  local f = def(c).first_strike
  return f == true or f == t
end

local function superior(c) return lib.has(c, "SUPERIOR FIRST STRIKE") end
local function ends_combat(c) return lib.has(c, "FIRST STRIKE ENDS COMBAT") end

-- Who wounds whom: 'hits' is a list of { by =, on = } in order; each
-- entry is applied before the next is checked when 'ordered'.
local function standing(a, d, t)
  local sa, sd = rating(a, t), rating(d, t)
  return (sa or -999) >= armor(d), (sd or -999) >= armor(a), sa, sd
end

-- 7) CHANGE WARRIOR STATUS: a hit wounds; a wounded warrior hit again, or
-- any warrior a SLAYER wounds, is killed. Returns true when killed.
local function hit(by, on, killed)
  if lib.has(by, "SLAYER") or lib.wounded(on) then
    killed[#killed + 1] = { victim = on, killer = by, value = lib.value(on) }
    cv.log("%s is killed by %s", cv.name(on), cv.name(by))
    return true
  end
  cv.set_var(on, "wounded", true)
  cv.log("%s is wounded by %s", cv.name(on), cv.name(by))
  return false
end

-- The seats in priority order for a combat window (ctx: the window's context).
function combat.priority(ctx)
  local a, d = lib.attacker(), lib.defender()
  local out, seen = {}, {}
  local function add(s) if s and not seen[s] and lib.in_game(s) then seen[s] = true out[#out + 1] = s end end
  add(owner(a))
  add(owner(d))
  for _, s in ipairs(lib.order_from(owner(a))) do add(s) end
  return out
end

-- A combat variable: it lasts until the end of the combat.
local function cset(k, v, quiet)
  cv.set_var(cv.GAME, k, v, { quiet = quiet, ["until"] = "combat" })
end

-- A whole combat (steps 1 to 8). 'seat' performs the attack.
function combat.run(seat, a, d)
  cv.scope("combat", function()
    cset("c_att", a)
    cset("c_def", d)
    cset("c_seat", seat, true)
    cv.log("combat: %s attacks %s", cv.name(a), cv.name(d))
    local pay = combat.target_cost(seat, owner(d))
    if pay > 0 then
      lib.add_destiny(seat, -pay)
      cv.log("%s pays %d Destiny Points to attack a Secondary Target", cv.player_name(seat), pay)
    end
    -- 2) Battle Tactic
    local opts = {}
    for _, t in ipairs(combat.tactics(a, d)) do opts[#opts + 1] = { label = t, t = t } end
    local t = cv.choose(seat, "Battle Tactic: Fight or Shoot?", opts).t
    cset("c_tactic", t)
    -- 3) Warzone: the Defender's player may defend from a Warzone of the
    -- Defender's Combat Area.
    local ds = owner(d)
    local wz = {}
    for _, c in ipairs(cv.zone(lib.area(d), ds)) do
      if def(c).type == "warzone" then wz[#wz + 1] = { label = "defend from " .. cv.name(c), card = c } end
    end
    if #wz > 0 then
      wz[#wz + 1] = { label = "no Warzone" }
      local w = cv.choose(ds, "Announce Warzone", wz).card
      if w then cset("c_warzone", w) end
    end
    -- 4) Determine Combat Standing: each side chooses its one WEAPON.
    for _, side in ipairs({ { a, "c_weapon_a" }, { d, "c_weapon_d" } }) do
      local ws = lib.weapons(side[1], t)
      if #ws == 1 then
        cset(side[2], ws[1])
      elseif #ws > 1 then
        local o = {}
        for _, w in ipairs(ws) do o[#o + 1] = { label = "use " .. cv.name(w), card = w } end
        cset(side[2], cv.choose(owner(side[1]), "Which WEAPON does " .. cv.name(side[1]) .. " use?", o).card)
      end
    end
    local ha, hd, sa, sd = standing(a, d, t)
    cv.log("standing: %s %s %s against Armor %d (%s); %s %s %s against Armor %d (%s)",
      cv.name(a), t, tostring(sa), armor(d), ha and "wounds" or "resisted",
      cv.name(d), t, tostring(sd), armor(a), hd and "wounds" or "resisted")
    cv.event("combat_standing", { attacker = a, defender = d })
    -- 5) Modify Combat Ratings: attacker first, then the Defender's player,
    -- then the others clockwise, round again until all pass.
    if not cv.over() then cv.window("combat", { attacker = a, defender = d }) end
    if cv.over() then return end
    -- a card may have changed a combatant or cancelled the combat
    a, d = lib.attacker(), lib.defender()
    if var(cv.GAME, "c_cancelled") or not (a and d and lib.area(a) and lib.area(d)) then
      cv.log("the combat is over without a result")
    else
      combat.resolve(a, d, t)
    end
  end)
  lib.T.spend_spells()
end

-- Which of attacker a and defender d strikes first with tactic t: a
-- FIRST STRIKE, unless both have one - then a SUPERIOR FIRST STRIKE beats a
-- plain one, and two of a kind negate each other. nil: they strike at once.
function combat.first_striker(a, d, t)
  local fa, fd = first_strike(a, t), first_strike(d, t)
  if fa and fd then
    if superior(a) and not superior(d) then fd = false
    elseif superior(d) and not superior(a) then fa = false
    else fa, fd = false, false end -- two FIRST STRIKEs negate each other
  end
  return (fd and d) or (fa and a) or nil
end

-- The current combat as `state` shows it, or nil outside one: who attacks
-- whom, then, once the Battle Tactic is chosen, each combatant's rating
-- against the other's Armor and whether it wounds (what step 6 will read,
-- with the WEAPONs chosen so far and every modifier), and who strikes
-- first - the words of the log's "standing" line.
function combat.describe()
  local a, d = lib.attacker(), lib.defender()
  if not (a and d) then return nil end
  local head = "combat: " .. cv.name(a) .. " attacks " .. cv.name(d)
  if var(cv.GAME, "c_cancelled") then return head .. " (cancelled: no result)" end
  local t = lib.tactic()
  if not t then return head .. " (Battle Tactic not chosen yet)" end
  local ha, hd, sa, sd = standing(a, d, t)
  local first = combat.first_striker(a, d, t)
  return string.format("%s (%s)\nstanding: %s %s %s against Armor %d (%s); %s %s %s against Armor %d (%s)%s",
    head, t, cv.name(a), t, sa == nil and "-" or sa, armor(d), ha and "wounds" or "resisted",
    cv.name(d), t, sd == nil and "-" or sd, armor(a), hd and "wounds" or "resisted",
    first and ("; " .. cv.name(first) .. " strikes first") or "")
end

-- 6) RESOLVE COMBAT, 7) CHANGE WARRIOR STATUS, 8) AWARD POINTS.
function combat.resolve(a, d, t)
  local killed = {}
  local first = combat.first_striker(a, d, t)
  if first then
    local second = first == a and d or a
    local h1 = (rating(first, t) or -999) >= armor(second)
    cv.log("%s strikes first: %s", cv.name(first), h1 and "a hit" or "resisted")
    local dead = false
    if h1 then dead = hit(first, second, killed) end
    if not dead and not (h1 and ends_combat(first)) then
      if (rating(second, t) or -999) >= armor(first) then hit(second, first, killed) end
    end
  else
    local ha, hd = standing(a, d, t)
    cv.log("resolve: %s %s, %s %s", cv.name(a), ha and "hits" or "misses", cv.name(d), hd and "hits" or "misses")
    if ha then hit(a, d, killed) end
    if hd then hit(d, a, killed) end
  end
  if #killed == 0 then return end
  for _, k in ipairs(killed) do lib.discard(k.victim) end
  for _, k in ipairs(killed) do
    cv.event("killed", { card = k.victim, killer = k.killer, in_combat = true })
  end
  -- 8) AWARD POINTS: the modified Value of the slain opponent, even if the
  -- killer died too. Own warriors and FREELANCERs: Destiny only.
  for _, k in ipairs(killed) do
    if cv.over() then return end
    local s = owner(k.killer)
    local own = owner(k.victim) == s
    lib.award(s, k.value, "killing " .. def(k.victim).title, own or lib.is_freelancer(k.killer))
  end
end

return combat
