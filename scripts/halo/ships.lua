-- Halo TCG: ships (SHIP; VITALITY: Armor; COMPANY PHASE: Characters on
-- ships; ASSIGNMENT PHASE: ships to defend against Shadow ships;
-- ENGAGEMENT PHASE(S)).
--
-- Called by phases.lua: ships.fp_assign(fp) and ships.shadow_assign(fp)
-- after the characters' assignment, ships.any_assigned(), and, once per
-- engagement phase, ships.engagement(fp) (ships.any_engagement(fp): is one
-- left?).
-- ships.init adds the ship words of game text to the library (lib.damage_ship,
-- lib.repair, lib.destroy, lib.staff, lib.in_engagement, ...), which card
-- scripts see as 'rules'.
--
-- A ship card: kind = "ship", side "free" or "shadow", cost, 'weapons' and
-- 'armor' (numbers), optionally damage = X (damage +X). Ships are played to
-- their owner's support area (play.put). Damage tokens are the pool "damage"
-- on the ship. Readings where the rulebook is silent are marked "Reading:".

local cv, ipairs = cv, ipairs -- upvalues: cheaper than the sandbox's global lookups
local def, var, owner = cv.def, cv.var, cv.owner
local ships = {}
local lib, play

-- ---- ships and their values (SHIP; Armor) --------------------------------------

local function is_ship(c) return def(c).kind == "ship" end

-- A card file's ship fields, for R.check_card: an error string or nil.
function ships.check(d)
  if d.kind ~= "ship" then return nil end
  if type(d.weapons) ~= "number" or type(d.armor) ~= "number" then
    return "a ship needs 'weapons' and 'armor'"
  end
  return nil
end

-- The ships in 'seat''s support area, of 'side' ("free"/"shadow") or any.
local function ships_of(seat, side)
  local out = {}
  for _, c in ipairs(cv.zone("support", seat)) do
    if is_ship(c) and (side == nil or def(c).side == side) then out[#out + 1] = c end
  end
  return out
end

-- The active ones of 'list' (ACTIVE CARD: inactive cards "do not affect the
-- game", so the inactive copy of a unique Shadow ship does not attack).
local function active(list)
  local out = {}
  for _, c in ipairs(list) do if cv.active(c) then out[#out + 1] = c end end
  return out
end

-- The Free Peoples player's Free Peoples ships: the ships that may defend.
local function defending_ships(fp) return active(ships_of(fp, "free")) end

-- The Shadow players' Shadow ships, in the order the Shadow players act.
-- Reading: Shadow ships stay in play until destroyed or discarded (only
-- minions are discarded at the end of the turn, REGROUP PHASE), and a
-- Shadow ship in the Free Peoples player's own support area is inactive and
-- does not attack.
local function attacking_ships()
  local out = {}
  for _, s in ipairs(lib.shadow_players()) do
    for _, c in ipairs(active(ships_of(s, "shadow"))) do out[#out + 1] = c end
  end
  return out
end

-- The Shadow ships assigned to defending ship d that are still in play.
local function attackers_of(d)
  local out = {}
  for _, a in ipairs(cv.linked("assigned", d)) do
    if cv.active(a) and is_ship(a) then out[#out + 1] = a end
  end
  return out
end

-- ---- the library (card scripts' 'rules') ------------------------------------------

local function add_library()
  function lib.is_ship(c) return is_ship(c) end
  function lib.weapons(c) return cv.value(c, "weapons") end
  function lib.armor(c) return cv.value(c, "armor") end
  -- Damage tokens on ship c (Armor: damage instead of wounds).
  function lib.ship_damage(c) return cv.pool(c, "damage") end

  -- The ships in 'seat''s support area (default: the Free Peoples player's),
  -- Free Peoples and Shadow alike.
  function lib.ships(seat) return ships_of(seat or lib.fp()) end
  -- The Free Peoples player's Free Peoples ships.
  function lib.fp_ships() return defending_ships(lib.fp()) end
  -- Every Shadow player's Shadow ships, in the order the Shadow players act.
  function lib.shadow_ships() return attacking_ships() end

  -- Destroys ship c, "in the same way a character is killed" (Armor):
  -- Free Peoples ships go to the owner's dead pile, Shadow ships to the
  -- discard pile, with the cards they bear discarded; assignments to and
  -- from it end. Reading: the companions staffing it are killed with it
  -- (to the dead pile upside-down, COMPANY PHASE: Characters on ships).
  function lib.destroy(c)
    if not cv.is_in_play(c) or not is_ship(c) then return end
    local seat = owner(c)
    local wasfp = def(c).side == "free"
    cv.log("%s is destroyed", cv.name(c))
    lib.discard_borne(c)
    cv.set_link(c, "assigned", nil)
    for _, a in ipairs(cv.linked("assigned", c)) do cv.set_link(a, "assigned", nil) end
    for _, s in ipairs(cv.linked("staffing", c)) do lib.kill(s) end
    if cv.pool(c, "damage") > 0 then cv.set_pool(c, "damage", 0) end
    cv.move(c, wasfp and "dead" or "discard", seat)
    cv.event("destroyed", { card = c })
  end

  -- Damages ship c n times, one token at a time, like wounds (Armor):
  -- "about_to_damage" may be cancelled to prevent one. Returns the damage
  -- placed.
  local function place_damage(c) -- one token, not preventable (damage_own)
    cv.add_pool(c, "damage", 1)
    if lib.ship_damage(c) >= lib.armor(c) then lib.destroy(c) end
  end
  local DAMAGE = { pool = "damage", limit = "armor", about = "about_to_damage", after = "damaged",
    remove = function(c) lib.destroy(c) end }
  function lib.damage_ship(c, n) return lib.place_tokens(c, n, DAMAGE) end

  -- A ship one damage from destruction is exhausted: its owner may not
  -- damage it voluntarily unless a card says so (Armor).
  function lib.ship_exhausted(c) return lib.ship_damage(c) >= lib.armor(c) - 1 end
  -- Whether its owner may damage ship c now (a cost's condition): in play
  -- and not exhausted.
  -- e.g. can = function(self) return rules.can_damage_own(self) end
  function lib.can_damage_own(c)
    return cv.is_in_play(c) and is_ship(c) and not lib.ship_exhausted(c)
  end

  -- Voluntarily damages one's own ship: the ships' "exert", which damage
  -- prevention cannot stop. Like lib.exert, an exhausted ship is not
  -- damaged (as an effect, the rest is ignored; as a cost, `can` checks
  -- rules.can_damage_own first). Returns whether a damage was placed.
  function lib.damage_own(c)
    if not lib.can_damage_own(c) then return false end
    place_damage(c)
    cv.event("damaged_own", { card = c })
    return true
  end

  -- Repairs one damage; a ship with no damage cannot be repaired (Healing;
  -- Armor). Returns whether a damage was removed.
  function lib.can_repair(c)
    return cv.is_in_play(c) and is_ship(c) and lib.ship_damage(c) > 0
  end
  -- Removes one damage from ship c, if it has one (Healing); raises
  -- "repaired". Returns whether a damage was removed.
  -- e.g. rules.repair(rules.choose_card(cv.owner(self), "Repair which ship?", ships))
  function lib.repair(c)
    if not lib.can_repair(c) then return false end
    cv.add_pool(c, "damage", -1)
    cv.event("repaired", { card = c })
    return true
  end

  -- ---- Characters on ships (COMPANY PHASE) ----
  -- A staffing companion has the link "staffing" to its ship and sits in
  -- its owner's support area, next to the ship: it is not part of the
  -- company (lib.companions reads the company zone), so it neither counts
  -- toward the company limit (play.company_count) nor adds twilight when
  -- the company moves nor defends in skirmishes.

  function lib.staffing(c) return cv.link(c, "staffing") end
  function lib.crew(ship) return cv.linked("staffing", ship) end

  -- May companion c staff 'ship' (both its owner's, in play)?
  function lib.can_staff(c, ship)
    return cv.is_in_play(c) and cv.is_in_play(ship) and is_ship(ship)
      and lib.is(c, "companion") and def(ship).side == "free"
      and owner(c) == owner(ship) and not lib.staffing(c)
      and cv.where(c) == "company"
  end

  -- Companion c leaves the company to staff 'ship'; its skirmish
  -- assignments end.
  function lib.staff(c, ship)
    if not lib.can_staff(c, ship) then
      error(cv.name(c) .. " cannot staff " .. cv.name(ship), 2)
    end
    cv.set_link(c, "assigned", nil)
    for _, m in ipairs(cv.linked("assigned", c)) do cv.set_link(m, "assigned", nil) end
    cv.move(c, "support", owner(c))
    cv.set_link(c, "staffing", ship)
    cv.log("%s staffs %s", cv.name(c), cv.name(ship))
    cv.event("staffs", { card = c, ship = ship })
  end

  -- Companion c stops staffing and rejoins the company.
  function lib.unstaff(c)
    if not lib.staffing(c) then return end
    cv.set_link(c, "staffing", nil)
    if cv.is_in_play(c) then cv.move(c, "company", owner(c)) end
  end

  -- ---- engagements ----

  -- Is c in the current engagement (the defending ship or a Shadow ship
  -- assigned to it)?
  function lib.in_engagement(c)
    local d = lib.engagement_ship()
    if not d or not cv.active(c) then return false end
    return c == d or cv.link(c, "assigned") == d
  end

  -- Makes c's 'stat' +n for the current engagement ("Each engagement action
  -- lasts only for the duration of a single engagement"), or for the phase
  -- outside engagements.
  function lib.pump_ship(c, stat, n, source) return lib.pump(c, stat, n, source) end

  -- The defending ship of the current engagement, or nil: none outside an
  -- engagement, and none once it is cancelled ("If an engagement is
  -- canceled, it ends immediately with no winner or loser").
  function lib.engagement_ship()
    if var(cv.GAME, "engagement_cancelled") then return nil end
    return var(cv.GAME, "engagement")
  end

  -- The two sides of defending ship d's engagement as it is resolved
  -- (Resolve that engagement): d while it is in play, and the active
  -- Shadow ships still assigned to it. Returns the Free Peoples side and
  -- the Shadow side.
  function lib.engagement_sides(d)
    return cv.is_in_play(d) and { d } or {}, attackers_of(d)
  end

  -- Cancels the current engagement: it ends immediately, with no winner or
  -- loser; its window offers nothing more (lib.window_live).
  function lib.cancel_engagement()
    if lib.engagement_ship() then
      cv.set_var(cv.GAME, "engagement_cancelled", true, { quiet = true, ["until"] = "engagement" })
    end
  end
end

function ships.init(l, p)
  lib, play = l, p
  add_library()
end

-- ---- assignment (ASSIGNMENT PHASE: Assign defenders) ------------------------------

local function unassigned_attackers()
  local out = {}
  for _, a in ipairs(attacking_ships()) do
    if not cv.link(a, "assigned") then out[#out + 1] = a end
  end
  return out
end

-- The Free Peoples player may assign his ships to leftover Shadow ships,
-- one-on-one (no more than one ship to the same ship), or none at all.
local function fp_assigns(fp)
  while not cv.over() do
    local opts = { { label = "done assigning ships" } }
    for _, d in ipairs(defending_ships(fp)) do
      if #attackers_of(d) == 0 then
        for _, a in ipairs(unassigned_attackers()) do
          opts[#opts + 1] = { label = "assign " .. cv.name(d) .. " to " .. cv.name(a), d = d, a = a }
        end
      end
    end
    if #opts == 1 then return end
    local pick = cv.choose(fp, "Assign defending ships", opts, { ask = true })
    if not pick.d then return end
    cv.set_link(pick.a, "assigned", pick.d)
  end
end

-- The Shadow players, counter-clockwise, must assign their leftover ships
-- to any defending ship, even one already assigned.
local function shadow_assigns(fp)
  for _, s in ipairs(lib.shadow_players()) do
    for _, a in ipairs(active(ships_of(s, "shadow"))) do
      if cv.over() then return end
      if cv.is_in_play(a) and not cv.link(a, "assigned") then
        local d = lib.choose_card(s, "Assign " .. cv.name(a) .. " to a ship", defending_ships(fp))
        if d then cv.set_link(a, "assigned", d) end
      end
    end
  end
end

-- Assign defenders for ships: the Free Peoples player assigns his ships to
-- attacking Shadow ships, then the Shadow players assign the leftovers.
-- Reading: a Free Peoples player with no ship has nothing to assign ships
-- to, so the Shadow ships attack nothing this turn (no engagement).
function ships.fp_assign(fp)
  if #attacking_ships() == 0 then return end
  if #defending_ships(fp) == 0 then
    cv.log("no Free Peoples ship: the Shadow ships are not assigned")
    return
  end
  fp_assigns(fp)
end

function ships.shadow_assign(fp)
  if #attacking_ships() == 0 or #defending_ships(fp) == 0 or cv.over() then return end
  shadow_assigns(fp)
end

-- Is any Shadow ship assigned to a defending ship?
function ships.any_assigned()
  local fp = lib.fp()
  for _, d in ipairs(defending_ships(fp)) do
    if #attackers_of(d) > 0 then return true end
  end
  return false
end

-- ---- engagements (ENGAGEMENT PHASE(S)) -------------------------------------------------

-- Damage +X of the winning side counts only the ships of the engagement
-- (characters take no part in it): lib.resolve_contest.

local function clear_assignments(d)
  for _, a in ipairs(cv.linked("assigned", d)) do cv.set_link(a, "assigned", nil) end
end

-- Resolve that engagement: total weapons, ties to the Shadow side; each
-- losing ship takes one damage plus the winners' damage +X; at double (or
-- against zero) the losers are overwhelmed and destroyed regardless of
-- armor; both at zero: the Shadow side wins without overwhelming. A side
-- whose ships were all removed during the engagement has zero weapons.
local function resolve(d)
  local fpside, shside = lib.engagement_sides(d)
  lib.resolve_contest{ fp = fpside, shadow = shside, stat = "weapons", what = "engagement",
    overwhelm = lib.destroy, hurt = lib.damage_ship }
end

-- One engagement: defending ship d against the Shadow ships assigned to it.
local function engagement(d)
  cv.scope("engagement", function()
    cv.set_var(cv.GAME, "engagement", d, { quiet = true, ["until"] = "engagement" })
    local names = {}
    for _, a in ipairs(attackers_of(d)) do names[#names + 1] = cv.name(a) end
    cv.log("engagement: %s against %s", cv.name(d), table.concat(names, ", "))
    cv.window("engagement")
    if cv.over() then return end
    if var(cv.GAME, "engagement_cancelled") then
      cv.log("the engagement is cancelled: no winner")
      return
    end
    resolve(d)
  end)
  clear_assignments(d)
end

-- The defending ships whose engagement is still to come: each has a
-- Shadow ship assigned to it, in play and active.
local function next_engagements(fp)
  local out = {}
  for _, d in ipairs(defending_ships(fp)) do
    if #attackers_of(d) > 0 then out[#out + 1] = d end
  end
  return out
end

-- Is an engagement left to fight this turn?
function ships.any_engagement(fp) return #next_engagements(fp) > 0 end

-- One engagement phase (ENGAGEMENT PHASE(S)): the Free Peoples player
-- chooses an engagement, which is fought and resolved. An engagement whose
-- side was emptied meanwhile (its ship destroyed, or every Shadow ship
-- assigned to it removed) does not occur. Returns true when another
-- engagement phase follows.
function ships.engagement(fp)
  local pending = next_engagements(fp)
  if #pending == 0 then return false end
  local d = lib.choose_card(fp, "Choose the next engagement", pending)
  engagement(d)
  if cv.over() then return false end
  for _, x in ipairs(pending) do
    if x ~= d and (not cv.is_in_play(x) or #attackers_of(x) == 0) then
      cv.log("the engagement of %s does not occur: one side has no ship left", cv.name(x))
      clear_assignments(x)
    end
  end
  return #next_engagements(fp) > 0
end

return ships
