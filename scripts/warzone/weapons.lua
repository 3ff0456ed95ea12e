-- Warzone Eternal: the registry of WEAPON SPECIAL ABILITIES. A weapon's
-- card lists its abilities as printed, `specials = { "Burst (3)", "Recoil (4)" }`;
-- each name is a key of W.list, whose entry is a table of hooks the core
-- calls at named points. An entry's fields: `text` (the reference's words),
-- `x` ("number": the ability takes a number X), and any of the hooks below.
-- Every hook gets the weapon's key w and its X first (true when the ability
-- has no X).
--
--   no_aim(w, x)               true: Aim cannot be used with w (ACTIONS: Aim). Any.
--   tests(w, x)                how many Shoot Action Tests one Shoot Action may make
--                              (Burst). Max (default 1).
--   tn(w, x, test)             TN change for a Shoot or Strike test with w (test.kind,
--                              test.unit, test.target; test.braced: the unit Braced).
--                              Summed. (Recoil)
--   cc(w, x, test)             CC change for a Strike test with w. Summed. (Vicious)
--   crit_on(w, x, test)        the highest natural roll that is a Critical Hit. Max.
--                              (Accurate)
--   dam(w, x, hit)             DAM added to a hit with w (hit.target, hit.charge).
--                              Summed. (Vicious, Thrust)
--   reach(w, x)                how far (units) w strikes without base contact. Max.
--                              (Reach)
--   continuous(w, x)           true: a failed Armor Test is followed by another hit
--                              at w's DAM, once (Continuous).
--   area(w, x)                 w's Area of Effect: { kind = "explosive" | "cloud" |
--                              "projected", radius = units }. First found.
--   tactical(w, x)             true: w may make Tactical Fire Shoot Actions.
--   suppressive(w, x)          true: w is Suppressive.
--   after_action(w, x, act)    after a Shoot or Strike Action with w (act.targets,
--                              act.zone: the units in the Threat Zone). (Concussive)
--   no_counterattack(w, x, atk, r)  true: unit r may not Counterattack the Shoot
--                              Action atk made with w. (Silenced)
--   smoke(w, x)                true: a hit leaves a Smoke marker over w's Area of
--                              Effect, which blocks every line of sight drawn into
--                              or through it (los.lua) until it dissipates
--                              (option smoke). (Smoke)

local cv, ipairs = cv, ipairs
local W = {}
local ns, lib

function W.init(n) ns, lib = n, n.lib end

W.list = {
  ["Accurate"] = { x = "number", text = "Shoot Actions performed with this Weapon score Critical Hits on a natural roll of X or lower, instead of only on a natural roll of \"1.\"",
    crit_on = function(w, x, test) return test.kind == "shoot" and x or 1 end },
  ["Burst"] = { x = "number", text = "Shoot Actions with this Weapon may perform up to X Shoot Action Tests assigned to any combination of Targets within a four inch diameter area. Each of these Tests should be resolved sequentially, in the order determined by the Unit's player, resolving any Shoot Action Test Critical Failures immediately.",
    tests = function(w, x) return x end,
    no_aim = function(w, x) return true end },
  ["Cloud"] = { x = "number", text = "This Weapon is subject to the Cloud Area of Effect Weapon rules and has a Threat Zone X inches in radius.",
    area = function(w, x) return { kind = "cloud", radius = x * lib.INCH } end },
  ["Concussive"] = { text = "All Units in the Threat Zone created when this weapon performs a Shoot Action receive a Pinned Counter after the action, regardless of the Success of the Shoot Action.",
    after_action = function(w, x, act)
      for _, u in ipairs(act.zone or {}) do
        if lib.alive(u) then lib.pin(u) end
      end
    end },
  ["Continuous"] = { text = "If a Unit Fails an Armor Test against this Weapon, it immediately takes another hit using the Weapon's DAM Rating (ignoring Aim or other bonuses). A Failed Armor Test against this second hit will not trigger the Continuous Weapon Special Ability.",
    continuous = function(w, x) return true end },
  ["Explosive"] = { x = "number", text = "This Weapon is subject to the Explosive Area of Effect Weapon rules and has a Threat Zone X inches in radius.",
    area = function(w, x) return { kind = "explosive", radius = x * lib.INCH } end },
  ["Projected"] = { text = "This Weapon is subject to the Projected Area of Effect Weapon rules.",
    area = function(w, x) return { kind = "projected" } end,
    no_aim = function(w, x) return true end },
  ["Reach"] = { x = "number", text = "Units armed with this Weapon may perform Strike Actions against Enemy Units in Clear or Obstructed LOS up to X inches away, even though the Units are not Engaged, and are considered Engaged with Enemy Units in Clear or Obstructed LOS up to X inches away solely for the purpose of Charge Actions.",
    reach = function(w, x) return x * lib.INCH end },
  ["Recoil"] = { x = "number", text = "The TN for any Shoot or Strike Actions performed with this Weapon suffer a -X penalty.",
    tn = function(w, x, test)
      if test.braced or ns.A.ignores(test.unit, "recoil") then return 0 end
      return -x
    end },
  ["Silenced"] = { text = "Shoot Actions performed with this Weapon do not trigger Counterattack Reactions from any Enemy Unit who has Obstructed LOS to this model.",
    no_counterattack = function(w, x, atk, r)
      return ns.L.check(r, atk.unit).state == "Obstructed"
    end },
  ["Smoke"] = { text = "From any LOS Lines drawn into or through this Weapon's Area of Effect are Blocked. The Area of Effect is considered to be of infinite height.",
    smoke = function(w, x) return true end },
  ["Suppressive"] = { text = "If all of the Shoot or Strike Tests from a Shoot or Strike Action using this Weapon target the same Enemy Unit, that Enemy Unit receives a Pinned Counter after the action, regardless of the Success of the Shoot or Strike Action.",
    suppressive = function(w, x) return true end },
  ["Tactical Fire"] = { text = "This Weapon may perform Tactical Fire Shoot Actions.",
    tactical = function(w, x) return true end,
    no_aim = function(w, x) return true end },
  ["Thrust"] = { x = "number", text = "When performing a Strike Action as part of a Charge Action, increase the DAM of this Weapon by X.",
    dam = function(w, x, hit) return (hit.kind == "strike" and hit.charge) and x or 0 end },
  ["Vicious"] = { text = "This Weapon's DAM increases by +2 per Wound Counter on an Enemy Unit targeted by a Strike or Shoot Action using this Weapon. Strike Actions additionally receive +2 to the Unit's CC Rating per Wound Counter.",
    dam = function(w, x, hit)
      if hit.base then return 0 end -- a Continuous second hit: the weapon's DAM alone
      return 2 * lib.wounds(hit.target)
    end,
    cc = function(w, x, test) return 2 * lib.wounds(test.target) end },
  -- from the facts sheet's weapons, not in the quick reference
  ["Indirect"] = { text = "(facts sheet: Frag Grenades) read as Tactical Fire: the weapon may target a spot regardless of LOS (docs/warzone.md).",
    tactical = function(w, x) return true end,
    no_aim = function(w, x) return true end },
}

-- ---- how the core asks the registry ----------------------------------------------------

local function with_hook(w, hook)
  local out = {}
  local d = lib.weapon(w)
  if not d then return out end
  for _, s in ipairs(lib.specials_of(d)) do
    local e = W.list[s.name]
    if e and e[hook] then out[#out + 1] = { e, s.x == nil and true or s.x } end
  end
  return out
end

-- The sum of the numbers hook returns for weapon w's abilities.
function W.sum(w, hook, ...)
  local n = 0
  for _, p in ipairs(with_hook(w, hook)) do n = n + (p[1][hook](w, p[2], ...) or 0) end
  return n
end

-- Does any of weapon w's abilities' hook return true?
function W.any(w, hook, ...)
  for _, p in ipairs(with_hook(w, hook)) do
    if p[1][hook](w, p[2], ...) == true then return true end
  end
  return false
end

-- The largest number hook returns for weapon w's abilities, at least 'base'.
function W.max(w, hook, base, ...)
  for _, p in ipairs(with_hook(w, hook)) do
    local v = p[1][hook](w, p[2], ...)
    if v and v > base then base = v end
  end
  return base
end

-- The first non-nil value hook returns for weapon w's abilities.
function W.first(w, hook, ...)
  for _, p in ipairs(with_hook(w, hook)) do
    local v = p[1][hook](w, p[2], ...)
    if v ~= nil then return v end
  end
  return nil
end

-- Runs hook of each of weapon w's abilities, in order.
function W.each(w, hook, ...)
  for _, p in ipairs(with_hook(w, hook)) do p[1][hook](w, p[2], ...) end
end

-- Weapon w's Area of Effect ({ kind, radius }), or nil.
function W.area(w) return W.first(w, "area") end

-- Checks a weapon card's specials against the registry: nil, or a message.
function W.check(list)
  local names = {}
  for k in pairs(W.list) do names[#names + 1] = k end
  table.sort(names)
  for _, s in ipairs(list or {}) do
    if type(s) ~= "string" then return "specials are strings such as \"Burst (3)\"" end
    local name, x = lib.parse_special(s)
    local bad = cv.unknown_name(name, names, "weapon special ability")
    if bad then return bad end
    local e = W.list[name]
    if e.x == "number" and type(x) ~= "number" then return name .. " needs a number: \"" .. name .. " (2)\""
    elseif e.x == nil and x ~= nil then return name .. " takes no X" end
  end
  return nil
end

return W
