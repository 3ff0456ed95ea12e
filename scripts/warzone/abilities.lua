-- Warzone Eternal: the registry of UNIT SPECIAL ABILITIES. A unit's card
-- lists its abilities as printed, `specials = { "Camouflage (2)", "Fearless" }`;
-- each name is a key of A.list, whose entry is a table of hooks the core
-- calls at named points. An entry's fields:
--   text   the reference's words (for people; `show` lists them)
--   x      "number" when the ability takes a number X, "text" when it takes
--          a name (Command (Free Marines)), nil when it takes none
--   todo   a note: the ability is listed but not implemented yet (its hooks
--          are missing); a card may carry it and it does nothing
-- and any of the hooks below. Every hook gets the unit u and its X first
-- (true when the ability has no X). The core combines them as each says.
--
--   def(u, x, kind, atk)          DEF change (a number) when u is targeted by an
--                                 enemy's Shoot (kind "shoot") or Strike ("strike")
--                                 test; atk is the attack (atk.reaction: part of a
--                                 Reaction). Summed. (Duelist, Evasive, Entrenched)
--   ar(u, x, hit)                 AR change for u's Armor Test against hit (hit.kind
--                                 "shoot", "strike", "cloud", "fall", "hazard"). Summed.
--   armor_dam(u, x, hit, dam)     the DAM u's Armor Test uses, given dam. Folded in
--                                 order. (Rebreather)
--   obstruction(t, x, shot, mod)  the obstruction modifier (-2, -4 ...) of a Shoot
--                                 test targeting t, given mod. Folded. (Camouflage)
--   ignores(u, x, what)           true when u ignores a rule: "camouflage" (as a
--                                 shooter), "recoil", "suppressive" (as a target),
--                                 "rough", "overwhelming" (never gains the bonus),
--                                 "pinned_move" (moves closer while Pinned). Any.
--   crit_on(u, x, test)           the highest natural roll that is a Critical Hit for
--                                 u's test (test.kind "shoot" or "strike"). Max.
--   dam_bonus(u, x, hit)          DAM added to u's hits. Summed. (Fierce Charge)
--   multiplier(u, x, hit)         Damage Multipliers added to u's hits. Summed.
--   reaction_cap(u, x)            how many Reaction counters u may hold. Max
--                                 (default 1). (Awareness)
--   may_react(u, x)               false: u never receives a Reaction counter. (Zombie)
--   react_pinned(u, x)            true: u may receive a Reaction counter while it has
--                                 Pinned counters. (Fearless)
--   no_ambush(u, x, act)          true: enemies may not Ambush u's action act. (Shadowed)
--   may_pin(u, x)                 false: u never receives Pinned counters. (Relentless)
--   activated(u, x)               'Unit is Activated' effects. (Zombie: controlled?)
--   allowed(u, x, action)         false forbids action ("move", "shoot", ...,
--                                 "reposition") to u now. (Zombie)
--   controls(u, x, other)         true: u lifts other's Zombie restrictions. (Controller)
--   rally_test(u, x)              true: u's Rally needs a TN (LD) test. (Recruit)
--   group(u, x)                   the X of Group (X). (Group)
--   deployed(u, x)                u has just been deployed. (Entrenched)
--   moved(u, x)                   u has moved (for any reason). (Entrenched)
--   actions(u, x)                 extra actions u may take: a list of { name =,
--                                 label =, run = function() end }. (Inspire)
--   grants(u, x, action)          true: u may take an action the core offers only to
--                                 some ("fly"). (Flight)
--   climb_factor(u, x)            a factor on the distance u climbs. Product. (Gymnastic)
--   fall_factor(u, x)             halves a fall: returns 2 (the divisor). (Gymnastic)
--   after_action(u, x, act)       after u completes action act (act.name, act.hits).
--   casualty(u, x)                u is removed as a casualty.
--   end_turn(u, x)                the End Turn Phase. (Shake It Off)
--   start_turn(u, x)              the Start Turn Phase.

local cv, ipairs = cv, ipairs
local A = {}
local ns, lib

function A.init(n) ns, lib = n, n.lib end

local function todo(text, note) return { text = text, todo = note or "not implemented yet" } end

A.list = {
  ["Advisor"] = todo("This Unit may be included in \"Agents of Light\" Reinforcements and replaces its normal Designation with Trooper.",
    "force building: Agents of Light Reinforcements are not implemented"),
  ["Aggressive"] = todo("After this Unit completes a Shoot Action it may be moved 2\" toward any Enemy Unit to which it has non-Blocked LOS."),
  ["Ambush"] = { text = "This Unit's Weapons receive a x1 Damage Multiplier for Strike Actions targeting Enemy Units that have not been assigned an Activation Counter this Turn.",
    multiplier = function(u, x, hit)
      if hit.kind == "strike" and hit.target and not lib.activated(hit.target) then return 1 end
      return 0
    end },
  ["Awareness"] = { text = "While possessing no more than one Reaction Counter, this Unit may be assigned a Reaction Counter to perform a Reaction.",
    reaction_cap = function(u, x) return 2 end },
  ["Blitz"] = todo("When this Unit completes a Shoot Action that resulted in an Armor Test Failure for at least one Enemy Unit, this Unit may immediately perform a free Move Action."),
  ["Blur"] = { x = "number", text = "This Unit receives a bonus of X to its DEF Characteristic against Shoot Action Tests targeting it as part of any Reaction.",
    def = function(u, x, kind, atk) return (kind == "shoot" and atk and atk.reaction) and -x or 0 end },
  ["Camouflage"] = { x = "number", text = "Any Obstruction modifiers to the TN for a Shoot Action Test targeting this Unit are increased by +X.",
    obstruction = function(t, x, shot, mod)
      if mod < 0 and not ns.A.ignores(shot.unit, "camouflage") then return mod - x end
      return mod
    end },
  ["Command"] = todo("If this Unit is neither Engaged nor has a Pinned Counter it may: spend an Action to remove a Reaction or Pinned Counter from a Friendly Unit within 12\" and non-Blocked LOS; once per Turn, spend an Action and perform a TN (LD) Test. On a Success, a Friendly Unit of Unit Type X within 12\" and non-Blocked LOS may perform one Action when this Unit completes its Activation."),
  ["Controller"] = { x = "number", text = "Friendly Units with the Zombie Unit Special Ability within X inches of this Unit are not restricted in the Actions they may perform and may Reposition when Activated.",
    controls = function(u, x, other)
      return lib.has(other, "Zombie") ~= nil and lib.within(u, other, x * lib.INCH)
    end },
  ["Dark Cult"] = todo("This Unit may be included in \"Servants of Darkness\" Reinforcements and replaces its normal Designation with Trooper.",
    "force building: Servants of Darkness Reinforcements are not implemented"),
  ["Determination"] = todo("This Unit may re-roll any TN (PW) or TN (LD) Tests Failures.", "re-rolls are not implemented"),
  ["Dodge"] = todo("When this Unit performs a Dive for Cover Reaction, perform a Test with a TN equal to the lowest die result of the Enemy Unit's Shoot Action. On a Success, this Unit does not receive a Reaction Counter."),
  ["Driven"] = { text = "The Suppressive Weapon Special Ability is ignored when targeting this Unit.",
    ignores = function(u, x, what) return what == "suppressive" end },
  ["Duelist"] = { x = "number", text = "This Unit modifies the Rating of its DEF Characteristic by X when targeted by an Enemy Unit's Strike Action.",
    def = function(u, x, kind) return kind == "strike" and x or 0 end },
  ["Engineered for War"] = todo("This Unit is a member of the Algeroth Faction, but may be included in a Demnogonis, Ilian, Muawijhe, or Semai Faction Force.",
    "force building: Dark Legion sub-factions are not modelled"),
  ["Entrenched"] = { text = "If this Unit is not placed on a Terrain Feature during Deployment, place a counter next to it to denote it is entrenched. While entrenched, this Unit receives a -1 bonus to its DEF Characteristic and a +2 AR bonus for Armor Tests in response to Shoot Actions. Remove the entrenched counter if this Unit moves for any reason.",
    deployed = function(u, x)
      if #ns.T.touching(u) == 0 then cv.add_pool(u, "entrenched", 1) end
    end,
    moved = function(u, x)
      if cv.pool(u, "entrenched") > 0 then cv.set_pool(u, "entrenched", 0) end
    end,
    def = function(u, x, kind) return cv.pool(u, "entrenched") > 0 and -1 or 0 end,
    ar = function(u, x, hit) return (cv.pool(u, "entrenched") > 0 and hit.kind == "shoot") and 2 or 0 end },
  ["Evasive"] = { x = "number", text = "This Unit modifies the Rating of its DEF Characteristic by X when targeted by an Enemy Unit's Shoot Action.",
    def = function(u, x, kind) return kind == "shoot" and x or 0 end },
  ["Executioner"] = { x = "number", text = "This Unit's Strike Actions score Critical Hits on a natural roll of X or lower, instead of only on a natural roll of \"1.\"",
    crit_on = function(u, x, test) return test.kind == "strike" and x or 1 end },
  ["Faith"] = todo("During deployment, this Unit adds X tokens to their force's central Faith Pool. At any time, a Friendly Unit with this Special Ability can spend a token from the pool to re-roll any of their Tests.",
    "re-rolls are not implemented"),
  ["Fearless"] = { text = "This Unit may be assigned a Reaction Counter even when it currently has a Pinned Counter.",
    react_pinned = function(u, x) return true end },
  ["Fierce Charge"] = { text = "This Unit gains an additional +2 DAM on Strike Actions performed as part of a Charge Action.",
    dam_bonus = function(u, x, hit) return (hit.kind == "strike" and hit.charge) and 2 or 0 end },
  ["Firing Stance"] = { text = "This Unit ignores the Recoil Weapon Special Ability when making a Shoot Action.",
    ignores = function(u, x, what) return what == "recoil" end },
  ["First Aid"] = todo("Once during this Unit's Activation, immediately before or after declaring or performing an Action, this Unit, if in base-to-base contact with a Friendly Unit (including itself) with one or more Wound Counters, may attempt a TN(X) Test. Success removes a Wound Counter and a natural roll of a \"1\" removes all Wound Counters. Friendly Units (not including itself) within 6\" of this Unit are never assigned more than one Wound Counter as a result of a failed Armor Test."),
  ["Flight"] = { text = "This Unit may perform the Fly Action.",
    grants = function(u, x, action) return action == "fly" end },
  ["Focused Fire"] = todo("This Unit's Shoot Actions with weapons that do not have the Cloud, Explosive, or Projected Weapon Special Abilities gain a cumulative +1 DAM for each prior Shoot Action Test Success against the same Target this Activation."),
  ["Group"] = { x = "number", text = "During Deployment, X number of Units of this Unit Type must be deployed at the same time all within 6\" of each other. When any Unit of this Unit Type is Activated, X Units of this Unit Type without an Activation Counter must be Activated as a single Activation, the player choosing the order in which each of these Units is Activated, performing the Actions of each Unit independent of the other Units in the Group. If a player cannot deploy or activate X number of Units of this Unit Type, the player must deploy or activate as many as possible.",
    group = function(u, x) return x end },
  ["Gymnastic"] = { text = "This Unit doubles the distance they may move during a Climb Action and halves the distance of any fall.",
    climb_factor = function(u, x) return 2 end,
    fall_factor = function(u, x) return 2 end },
  ["Honorbound"] = { text = "This Unit never gains the bonus for Overwhelming Numbers.",
    ignores = function(u, x, what) return what == "overwhelming" end },
  ["Impact"] = todo("After this Unit has completed a Fly Action, all other Units within X inches of this Unit must Succeed at a TN(LD) Test or receive a Reaction Counter."),
  ["Mortuary Enzymes"] = todo("When this Unit is removed from the Battlefield as a Casualty all Units in base-to-base contact with it suffer a DAM 8 hit."),
  ["Nerves of Steel"] = { text = "This Unit may declare an Action that moves them closer to enemies in LOS even if they have a Pinned Counter.",
    ignores = function(u, x, what) return what == "pinned_move" end },
  ["Networked"] = todo("Before declaring a Reaction, this Unit may relocate one of its Reaction Counters to a Friendly Unit with the Networked Special Rule within 8\" that doesn't currently have a Reaction Counter. If this Unit has the Command Unit Special Ability, it may ignore the LOS requirements when using that ability to target another Friendly Unit with the Networked Special Ability."),
  ["Pack Hunter"] = todo("While within 8\" of another Unit of Unit Type X and possessing no more than one Reaction Counter, this Unit may be assigned a Reaction Counter to perform a Reaction."),
  ["Precise Senses"] = { text = "This Unit ignores the Camouflage Unit Special Ability when performing Shoot Action Tests.",
    ignores = function(u, x, what) return what == "camouflage" end },
  ["Rebreather"] = { x = "number", text = "When performing an Armor Test against a weapon with the Cloud (X) Weapon Special Ability, this Unit reduces to X the DAM Rating of that weapon.",
    armor_dam = function(u, x, hit, dam)
      if hit.weapon and lib.weapon_has(hit.weapon, "Cloud") and dam > x then return x end
      return dam
    end },
  ["Recruit"] = { text = "This Unit must succeed at a TN(LD) Test to remove a Pinned Counter as part of a Rally Action.",
    rally_test = function(u, x) return true end },
  ["Relentless"] = { text = "This Unit cannot received Pinned Counters.",
    may_pin = function(u, x) return false end },
  ["Shadowed"] = { text = "Enemy Units may not declare an Ambush Reaction in response to this Unit's Move or Charge Actions or Reposition.",
    no_ambush = function(u, x, act)
      return act.name == "move" or act.name == "charge" or act.name == "reposition"
    end },
  ["Shake It Off"] = { text = "This Unit automatically removes any Pinned Counters it possesses during the End Turn Phase.",
    end_turn = function(u, x)
      if lib.pinned(u) > 0 then cv.set_pool(u, "pinned", 0) end
    end },
  ["Shift"] = todo("This Unit may, as an Action once per its Activation, be removed from the Battlefield and then placed onto the Battlefield at a location up to its MV Rating in inches away in any direction, as long as the location satisfies the Model Placement rules. Removal from the Battlefield does not constitute Movement, but placement does."),
  ["Tactical"] = todo("Once per Turn, this Unit may be assigned a Reaction Counter even if it already possesses one or more Reaction Counters while within 2\" of a Scenario Objective. This model gains +4 LD whenever using the Interact Action."),
  ["Trailblaze"] = { text = "This Unit ignores the Rough Terrain Trait.",
    ignores = function(u, x, what) return what == "rough" end },
  ["Zombie"] = { text = "This Unit may never receive a Reaction Counter. Additionally, unless this Unit is within range of a Friendly Unit with the Controller Unit Special Ability when Activated, this Unit may perform only the Move, Shoot, and Strike Actions and may not Reposition.",
    may_react = function(u, x) return false end,
    activated = function(u, x)
      for _, f in ipairs(lib.friends(u)) do
        if A.any(f, "controls", u) then
          cv.set_var(u, "controlled", true, { quiet = true, ["until"] = "activation" })
          cv.log("%s is controlled by %s", cv.name(u), cv.name(f))
          return
        end
      end
    end,
    allowed = function(u, x, action)
      if cv.var(u, "controlled") then return true end
      return action == "move" or action == "shoot" or action == "strike"
    end },
  -- from the facts sheet's profiles, not in the quick reference
  ["Guerilla"] = todo("(facts sheet: Free Marines) not described by the quick reference", "no rules text in the sources"),
  ["Inspire"] = { text = "(facts sheet) Spend an action to remove a Reaction or Pinned counter from a friend within 12\".",
    actions = function(u, x)
      local out = {}
      for _, f in ipairs(lib.friends(u)) do
        if lib.within(u, f, 12 * lib.INCH) then
          for _, what in ipairs({ "pinned", "reaction" }) do
            if cv.pool(f, what) > 0 then
              out[#out + 1] = { name = "inspire", label = "Inspire: remove a " .. (what == "pinned" and "Pinned" or "Reaction") .. " counter from " .. cv.name(f),
                run = function() cv.add_pool(f, what, -1) end }
            end
          end
        end
      end
      return out
    end },
  ["First Strike"] = todo("(facts sheet: Mortificator) not described by the quick reference", "no rules text in the sources"),
}

-- ---- how the core asks the registry ----------------------------------------------------

-- The registry entries of unit u's abilities with hook 'hook', as { entry, x } pairs.
local function with_hook(u, hook)
  local out = {}
  for _, s in ipairs(lib.specials_of(cv.def(u))) do
    local e = A.list[s.name]
    if e and e[hook] then out[#out + 1] = { e, s.x == nil and true or s.x } end
  end
  return out
end

-- The sum of the numbers hook returns for unit u's abilities.
function A.sum(u, hook, ...)
  local n = 0
  for _, p in ipairs(with_hook(u, hook)) do n = n + (p[1][hook](u, p[2], ...) or 0) end
  return n
end

-- Does any of unit u's abilities' hook return true?
function A.any(u, hook, ...)
  for _, p in ipairs(with_hook(u, hook)) do
    if p[1][hook](u, p[2], ...) == true then return true end
  end
  return false
end

-- Does any of unit u's abilities' hook return false?
function A.denies(u, hook, ...)
  for _, p in ipairs(with_hook(u, hook)) do
    if p[1][hook](u, p[2], ...) == false then return true end
  end
  return false
end

-- v passed through unit u's abilities' hook in order: v = hook(u, x, ..., v).
function A.fold(u, hook, v, ...)
  local args = table.pack(...)
  for _, p in ipairs(with_hook(u, hook)) do
    local n = args.n
    local call = {}
    for i = 1, n do call[i] = args[i] end
    call[n + 1] = v
    v = p[1][hook](u, p[2], table.unpack(call, 1, n + 1))
  end
  return v
end

-- The largest number hook returns for unit u's abilities, at least 'base'.
function A.max(u, hook, base, ...)
  for _, p in ipairs(with_hook(u, hook)) do
    local v = p[1][hook](u, p[2], ...)
    if v and v > base then base = v end
  end
  return base
end

-- Runs hook of each of unit u's abilities (for effects), in order.
function A.each(u, hook, ...)
  for _, p in ipairs(with_hook(u, hook)) do p[1][hook](u, p[2], ...) end
end

-- The list of what hook returns, each a list, joined (extra actions).
function A.collect(u, hook, ...)
  local out = {}
  for _, p in ipairs(with_hook(u, hook)) do
    for _, v in ipairs(p[1][hook](u, p[2], ...) or {}) do out[#out + 1] = v end
  end
  return out
end

-- Does unit u ignore rule 'what' ("recoil", "rough", ...)?
function A.ignores(u, what) return A.any(u, "ignores", what) end

-- May unit u receive Pinned counters?
function A.may_pin(u) return not A.denies(u, "may_pin") end

-- How many Reaction counters unit u may hold (REACTIONS: max 1; Awareness).
function A.reaction_cap(u) return A.max(u, "reaction_cap", 1) end

-- Is action 'name' allowed to unit u by its abilities (Zombie)?
function A.allowed(u, name) return not A.denies(u, "allowed", name) end

-- Unit u's Group X, or nil.
function A.group(u)
  local x = lib.has(u, "Group")
  return type(x) == "number" and x or nil
end

-- Checks a card's specials against the registry: nil, or a message.
function A.check(list, what)
  local names = {}
  for k in pairs(A.list) do names[#names + 1] = k end
  table.sort(names)
  for _, s in ipairs(list or {}) do
    if type(s) ~= "string" then return what .. " are strings such as \"Camouflage (2)\"" end
    local name, x = lib.parse_special(s)
    local bad = cv.unknown_name(name, names, what)
    if bad then return bad end
    local e = A.list[name]
    if e.todo then -- listed, not implemented yet: any X
    elseif e.x == "number" and type(x) ~= "number" then return name .. " needs a number: \"" .. name .. " (2)\""
    elseif e.x == nil and x ~= nil then return name .. " takes no X" end
  end
  return nil
end

return A
