-- Warzone Eternal: the registry of UNIT SPECIAL ABILITIES. A unit's card
-- lists its abilities as printed, `specials = { "Camouflage (2)", "Fearless" }`;
-- each name is a key of A.list, whose entry is a table of hooks the core
-- calls at named points. An entry's fields:
--   text   the reference's words (for people; `show` lists them)
--   x      "number" when the ability takes a number X, "text" when it takes
--          a name (Command (Free Marines)), nil when it takes none
--   todo   a note: the ability is listed but not implemented (its hooks are
--          missing); a card may carry it and it does nothing
-- and any of the hooks below. Every hook gets the unit u and its X first
-- (true when the ability has no X); the force-building hooks get the card
-- definition d instead (no card exists yet). The core combines them as
-- each says.
--
--   def(u, x, kind, atk)          DEF change (a number) when u is targeted by an
--                                 enemy's Shoot (kind "shoot") or Strike ("strike")
--                                 test; atk is the attack (atk.reaction: part of a
--                                 Reaction). Summed. (Duelist, Evasive, Entrenched)
--   ar(u, x, hit)                 AR change for u's Armor Test against hit (hit.kind
--                                 "shoot", "strike", "cloud", "fall", "hazard",
--                                 "enzymes"). Summed.
--   armor_dam(u, x, hit, dam)     the DAM u's Armor Test uses, given dam. Folded in
--                                 order. (Rebreather)
--   max_wounds(u, x, t)           the most Wound counters another friendly unit t
--                                 receives from one failed Armor Test, or nil.
--                                 The least of u's friends'. (First Aid)
--   obstruction(t, x, shot, mod)  the obstruction modifier (-2, -4 ...) of a Shoot
--                                 test targeting t, given mod. Folded. (Camouflage)
--   ignores(u, x, what)           true when u ignores a rule: "camouflage" (as a
--                                 shooter), "recoil", "suppressive" (as a target),
--                                 "rough", "overwhelming" (never gains the bonus),
--                                 "pinned_move" (moves closer while Pinned). Any.
--   crit_on(u, x, test)           the highest natural roll that is a Critical Hit for
--                                 u's test (test.kind "shoot" or "strike"). Max.
--   dam_bonus(u, x, hit)          DAM added to u's hits. Summed. (Fierce Charge,
--                                 Focused Fire)
--   multiplier(u, x, hit)         Damage Multipliers added to u's hits. Summed.
--   tested(u, x, test, res)       after u's Shoot or Strike Action Test and its hit
--                                 (res.hit, res.roll). (Focused Fire)
--   test_bonus(u, x, test)        TN change for u's test against a stat (test.stat
--                                 "ld", "pw"; test.what: "interact", "command",
--                                 "impact", ...: lib.stat_test). Summed. (Tactical)
--   reroll(u, x, test)            may u re-roll its failed test (test.kind "ld",
--                                 "pw", "shoot", "strike", "armor", "first_aid",
--                                 "dodge", ...)? "free": it does (Determination);
--                                 "faith": for a token of the Faith Pool, if the
--                                 player spends one (Faith). One re-roll a test.
--   reaction_cap(u, x, held)      how many Reaction counters u may hold now (held:
--                                 the most it may ever hold, for the soak test).
--                                 Max (default 1). (Awareness, Pack Hunter)
--   over_cap(u, x)                true: u may be assigned a Reaction counter beyond
--                                 its limit now; the core lets it once a Turn (the
--                                 unit's variable over_cap). (Tactical)
--   relocate(u, x)                a friend that takes one of u's Reaction counters
--                                 so that u may react, or nil. First found. (Networked)
--   may_react(u, x)               false: u never receives a Reaction counter. (Zombie)
--   react_pinned(u, x)            true: u may receive a Reaction counter while it has
--                                 Pinned counters. (Fearless)
--   dived(u, x, atk)              the attack u Dived for Cover against is resolved
--                                 (atk.low_roll: the lowest d20 of its Shoot tests).
--                                 (Dodge)
--   charged(u, x, charger)        enemy charger's Charge has reached u, before its
--                                 free Strike. (First Strike)
--   no_ambush(u, x, act)          true: enemies may not Ambush u's action act. (Shadowed)
--   may_pin(u, x)                 false: u never receives Pinned counters. (Relentless)
--   activated(u, x)               'Unit is Activated' effects. (Zombie: controlled?)
--   activation_end(u, x)          u has completed its Activation. (Command)
--   allowed(u, x, action)         false forbids action ("move", "shoot", ...,
--                                 "reposition") to u now. (Zombie)
--   controls(u, x, other)         true: u lifts other's Zombie restrictions. (Controller)
--   rally_test(u, x)              true: u's Rally needs a TN (LD) test. (Recruit)
--   group(u, x)                   the X of Group (X). (Group)
--   deployed(u, x)                u has just been deployed. (Entrenched, Faith)
--   moved(u, x)                   u has moved (for any reason). (Entrenched)
--   actions(u, x)                 extra actions u may take: a list of { name =,
--                                 label =, run = function(act) end, free = true
--                                 (no action spent, no Reaction: First Aid) }.
--                                 (Inspire, Command, Shift, First Aid)
--   grants(u, x, action)          true: u may take an action the core offers only to
--                                 some ("fly"). (Flight)
--   reposition_range(u, x)        how far (units) u may Reposition. Max (default
--                                 2"). (Guerilla, option guerilla=reposition)
--   climb_factor(u, x)            a factor on the distance u climbs. Product. (Gymnastic)
--   fall_factor(u, x)             halves a fall: returns 2 (the divisor). (Gymnastic)
--   after_action(u, x, act)       after u completes action act in its Activation
--                                 (act.name; act.atk: a Shoot Action's attack, with
--                                 atk.failed_enemies). (Aggressive, Blitz, Guerilla,
--                                 Impact)
--   casualty(u, x)                u has been removed as a casualty (it is in
--                                 'casualties'; its x, y are where it stood).
--                                 (Mortuary Enzymes)
--   end_turn(u, x)                the End Turn Phase. (Shake It Off)
--   start_turn(u, x)              the Start Turn Phase.
-- Force building (rules.lua; d is a card definition):
--   reinforcement(d, x, side)     true: d may join a force of 'side' from its
--                                 Reinforcements with the Designation Trooper (no
--                                 Support Points, no Leader, no ally). (Advisor:
--                                 "Agents of Light", Dark Cult: "Servants of Darkness")
--   member_of(d, x, faction)      true: d counts as a unit of 'faction' (no ally).
--                                 (Engineered for War)

local cv, ipairs = cv, ipairs
local A = {}
local ns, lib

function A.init(n) ns, lib = n, n.lib end

-- The Apostles' factions an Algeroth unit Engineered for War may serve.
local ENGINEERED = { Algeroth = true, Demnogonis = true, Ilian = true, Muawijhe = true, Semai = true }

-- The friends of unit u within 12" that u may target with Command: in
-- non-Blocked LOS, or Networked as u is (Networked).
local function command_reach(u)
  local out = {}
  local pieces = ns.T.pieces()
  local net = lib.has(u, "Networked")
  for _, f in ipairs(lib.friends(u)) do
    if lib.within(u, f, 12 * lib.INCH) and ((net and lib.has(f, "Networked")) or ns.L.sees(u, f, pieces)) then
      out[#out + 1] = f
    end
  end
  return out
end

-- Asks u's player to choose among opts or the option 'none': the pick, or nil
-- when opts is empty or the player chose none.
local function offer(u, prompt, none, opts)
  if #opts == 0 then return nil end
  table.insert(opts, 1, { label = none })
  local pick = cv.choose(cv.owner(u), prompt, opts)
  return pick.label ~= none and pick or nil
end

A.list = {
  ["Advisor"] = { text = "This Unit may be included in \"Agents of Light\" Reinforcements and replaces its normal Designation with Trooper.",
    reinforcement = function(d, x, side) return side == "light" end },
  ["Aggressive"] = { text = "After this Unit completes a Shoot Action it may be moved 2\" toward any Enemy Unit to which it has non-Blocked LOS.",
    after_action = function(u, x, act)
      if act.name ~= "shoot" or not lib.alive(u) then return end
      local M = ns.M
      local ctx = M.context(u, "move")
      local opts = {}
      for _, e in ipairs(lib.enemies(u)) do
        if ns.L.sees(u, e, ctx.pieces) then
          local g = lib.gap(u, e)
          local ex, ey = lib.pos(e)
          local px, py = M.farthest(u, ex, ey, g < 2 * lib.INCH and g or 2 * lib.INCH, "move", 2 * lib.INCH, ctx, 100)
          if px then
            opts[#opts + 1] = { label = "Aggressive: move toward " .. cv.name(e) .. " to (" .. lib.inches(px) .. ", " .. lib.inches(py) .. ")", x = px, y = py }
          end
        end
      end
      local pick = offer(u, "Aggressive: move " .. cv.name(u) .. " 2\" toward an enemy it sees?", "no Aggressive move", opts)
      if pick then
        cv.because("rule: UNIT SPECIAL ABILITIES", function()
          cv.log("Aggressive: %s moves toward an enemy", cv.name(u))
          M.run(u, nil, pick.x, pick.y, "move")
        end)
      end
    end },
  ["Ambush"] = { text = "This Unit's Weapons receive a x1 Damage Multiplier for Strike Actions targeting Enemy Units that have not been assigned an Activation Counter this Turn.",
    multiplier = function(u, x, hit)
      if hit.kind == "strike" and hit.target and not lib.activated(hit.target) then return 1 end
      return 0
    end },
  ["Awareness"] = { text = "While possessing no more than one Reaction Counter, this Unit may be assigned a Reaction Counter to perform a Reaction.",
    reaction_cap = function(u, x) return 2 end },
  ["Blitz"] = { text = "When this Unit completes a Shoot Action that resulted in an Armor Test Failure for at least one Enemy Unit, this Unit may immediately perform a free Move Action.",
    after_action = function(u, x, act)
      if act.name ~= "shoot" or not act.atk or (act.atk.failed_enemies or 0) == 0 or not lib.alive(u) then return end
      local opts = {}
      for _, d in ipairs(ns.M.destinations(u, "move")) do opts[#opts + 1] = { label = "Blitz: a free Move " .. d.label, d = d } end
      local pick = offer(u, "Blitz: " .. cv.name(u) .. " caused a failed Armor Test: a free Move Action?", "no Blitz move", opts)
      if pick then
        local mv = { name = "move", label = "Move", unit = u }
        cv.because("rule: MOVEMENT", function()
          cv.log("Blitz: %s performs a free Move Action", cv.name(u))
          ns.M.run(u, mv, pick.d.x, pick.d.y, "move", pick.d.via)
        end)
      end
    end },
  ["Blur"] = { x = "number", text = "This Unit receives a bonus of X to its DEF Characteristic against Shoot Action Tests targeting it as part of any Reaction.",
    def = function(u, x, kind, atk) return (kind == "shoot" and atk and atk.reaction) and -x or 0 end },
  ["Camouflage"] = { x = "number", text = "Any Obstruction modifiers to the TN for a Shoot Action Test targeting this Unit are increased by +X.",
    obstruction = function(t, x, shot, mod)
      if mod < 0 and not ns.A.ignores(shot.unit, "camouflage") then return mod - x end
      return mod
    end },
  ["Command"] = { x = "text", text = "If this Unit is neither Engaged nor has a Pinned Counter it may: spend an Action to remove a Reaction or Pinned Counter from a Friendly Unit within 12\" and non-Blocked LOS; once per Turn, spend an Action and perform a TN (LD) Test. On a Success, a Friendly Unit of Unit Type X within 12\" and non-Blocked LOS may perform one Action when this Unit completes its Activation.",
    actions = function(u, x)
      local out = {}
      if lib.engaged(u) or lib.pinned(u) > 0 then return out end
      local reach = command_reach(u)
      for _, f in ipairs(reach) do
        for _, what in ipairs({ "pinned", "reaction" }) do
          if cv.pool(f, what) > 0 then
            out[#out + 1] = { name = "command", label = "Command: remove a " .. (what == "pinned" and "Pinned" or "Reaction") .. " counter from " .. cv.name(f),
              run = function() cv.add_pool(f, what, -1) end }
          end
        end
      end
      if cv.var(u, "command_used") then return out end
      local typed = false
      for _, f in ipairs(reach) do
        if lib.is_type(f, x) then typed = true end
      end
      if typed then
        out[#out + 1] = { name = "command", label = "Command (once a Turn): a TN (LD) test to order a " .. (x == "any" and "friendly" or x) ..
          " unit to perform one Action after this Activation",
          run = function()
            cv.set_var(u, "command_used", true, { quiet = true, ["until"] = "turn" })
            if not lib.stat_test(u, "ld", "TN (LD) test to Command", "command") then
              cv.log("%s fails to Command", cv.name(u))
              return
            end
            local opts = {}
            for _, f in ipairs(command_reach(u)) do
              if lib.is_type(f, x) then opts[#opts + 1] = { label = "order " .. cv.name(f), f = f } end
            end
            if #opts == 0 then return end
            local pick = cv.choose(cv.owner(u), "Command: which unit performs one Action when " .. cv.name(u) .. " completes its Activation?", opts)
            cv.set_var(u, "commanded", pick.f, { quiet = true, ["until"] = "turn" })
            cv.log("%s orders %s to perform one Action when it completes its Activation", cv.name(u), cv.name(pick.f))
          end }
      end
      return out
    end,
    activation_end = function(u, x)
      local f = cv.var(u, "commanded")
      if not f then return end
      cv.set_var(u, "commanded", nil, "quiet")
      if lib.alive(f) then ns.P.order(f, u) end
    end },
  ["Controller"] = { x = "number", text = "Friendly Units with the Zombie Unit Special Ability within X inches of this Unit are not restricted in the Actions they may perform and may Reposition when Activated.",
    controls = function(u, x, other)
      return lib.has(other, "Zombie") ~= nil and lib.within(u, other, x * lib.INCH)
    end },
  ["Dark Cult"] = { text = "This Unit may be included in \"Servants of Darkness\" Reinforcements and replaces its normal Designation with Trooper.",
    reinforcement = function(d, x, side) return side == "dark" end },
  ["Determination"] = { text = "This Unit may re-roll any TN (PW) or TN (LD) Tests Failures.",
    reroll = function(u, x, test) return (test.kind == "ld" or test.kind == "pw") and "free" or nil end },
  ["Dodge"] = { text = "When this Unit performs a Dive for Cover Reaction, perform a Test with a TN equal to the lowest die result of the Enemy Unit's Shoot Action. On a Success, this Unit does not receive a Reaction Counter.",
    dived = function(u, x, atk)
      if not lib.alive(u) or not atk.low_roll or cv.pool(u, "reaction") == 0 then return end
      cv.because("rule: UNIT SPECIAL ABILITIES", function()
        if lib.test(u, atk.low_roll, "Dodge test (the lowest die of the Shoot Action)", "dodge") then
          cv.add_pool(u, "reaction", -1)
          cv.log("Dodge: %s does not receive a Reaction counter", cv.name(u))
        end
      end)
    end },
  ["Driven"] = { text = "The Suppressive Weapon Special Ability is ignored when targeting this Unit.",
    ignores = function(u, x, what) return what == "suppressive" end },
  ["Duelist"] = { x = "number", text = "This Unit modifies the Rating of its DEF Characteristic by X when targeted by an Enemy Unit's Strike Action.",
    def = function(u, x, kind) return kind == "strike" and x or 0 end },
  ["Engineered for War"] = { text = "This Unit is a member of the Algeroth Faction, but may be included in a Demnogonis, Ilian, Muawijhe, or Semai Faction Force.",
    member_of = function(d, x, faction) return ENGINEERED[faction] == true end },
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
  ["Faith"] = { x = "number", text = "During deployment, this Unit adds X tokens to their force's central Faith Pool. At any time, a Friendly Unit with this Special Ability can spend a token from the pool to re-roll any of their Tests.",
    deployed = function(u, x) cv.add_pool(cv.player(cv.owner(u)), "faith", x) end,
    reroll = function(u, x, test) return lib.faith(cv.owner(u)) > 0 and "faith" or nil end },
  ["Fearless"] = { text = "This Unit may be assigned a Reaction Counter even when it currently has a Pinned Counter.",
    react_pinned = function(u, x) return true end },
  ["Fierce Charge"] = { text = "This Unit gains an additional +2 DAM on Strike Actions performed as part of a Charge Action.",
    dam_bonus = function(u, x, hit) return (hit.kind == "strike" and hit.charge) and 2 or 0 end },
  ["Firing Stance"] = { text = "This Unit ignores the Recoil Weapon Special Ability when making a Shoot Action.",
    ignores = function(u, x, what) return what == "recoil" end },
  ["First Aid"] = { x = "number", text = "Once during this Unit's Activation, immediately before or after declaring or performing an Action, this Unit, if in base-to-base contact with a Friendly Unit (including itself) with one or more Wound Counters, may attempt a TN(X) Test. Success removes a Wound Counter and a natural roll of a \"1\" removes all Wound Counters. Friendly Units (not including itself) within 6\" of this Unit are never assigned more than one Wound Counter as a result of a failed Armor Test.",
    actions = function(u, x)
      local out = {}
      if cv.var(u, "first_aid") then return out end
      local hurt = {}
      if lib.wounds(u) > 0 then hurt[1] = u end
      for _, f in ipairs(lib.friends(u)) do
        if lib.wounds(f) > 0 and lib.in_contact(u, f) then hurt[#hurt + 1] = f end
      end
      for _, f in ipairs(hurt) do
        out[#out + 1] = { name = "first_aid", free = true,
          label = "First Aid (free, once an Activation): a TN " .. x .. " test to remove a Wound counter from " .. cv.name(f),
          run = function()
            cv.set_var(u, "first_aid", true, { quiet = true, ["until"] = "activation" })
            local ok, r = lib.test(u, x, "First Aid test for " .. cv.name(f), "first_aid")
            if r == 1 then
              cv.log("First Aid: a natural 1 removes every Wound counter of %s", cv.name(f))
              cv.set_pool(f, "wounds", 0)
            elseif ok then
              cv.add_pool(f, "wounds", -1)
            else
              cv.log("First Aid fails")
            end
          end }
      end
      return out
    end,
    max_wounds = function(u, x, t)
      if t ~= u and lib.within(u, t, 6 * lib.INCH) then return 1 end
      return nil
    end },
  ["Flight"] = { text = "This Unit may perform the Fly Action.",
    grants = function(u, x, action) return action == "fly" end },
  ["Focused Fire"] = { text = "This Unit's Shoot Actions with weapons that do not have the Cloud, Explosive, or Projected Weapon Special Abilities gain a cumulative +1 DAM for each prior Shoot Action Test Success against the same Target this Activation.",
    tested = function(u, x, test, res)
      if test.kind == "shoot" and res.hit and test.target and not ns.W.area(test.weapon) and cv.in_scope("activation") then
        local k = "focused_" .. test.target
        cv.set_var(u, k, (cv.var(u, k) or 0) + 1, { quiet = true, ["until"] = "activation" })
      end
    end,
    dam_bonus = function(u, x, hit)
      if hit.kind ~= "shoot" or not hit.target or not hit.weapon or ns.W.area(hit.weapon) then return 0 end
      return cv.var(u, "focused_" .. hit.target) or 0
    end },
  ["Group"] = { x = "number", text = "During Deployment, X number of Units of this Unit Type must be deployed at the same time all within 6\" of each other. When any Unit of this Unit Type is Activated, X Units of this Unit Type without an Activation Counter must be Activated as a single Activation, the player choosing the order in which each of these Units is Activated, performing the Actions of each Unit independent of the other Units in the Group. If a player cannot deploy or activate X number of Units of this Unit Type, the player must deploy or activate as many as possible.",
    group = function(u, x) return x end },
  ["Gymnastic"] = { text = "This Unit doubles the distance they may move during a Climb Action and halves the distance of any fall.",
    climb_factor = function(u, x) return 2 end,
    fall_factor = function(u, x) return 2 end },
  ["Honorbound"] = { text = "This Unit never gains the bonus for Overwhelming Numbers.",
    ignores = function(u, x, what) return what == "overwhelming" end },
  ["Impact"] = { x = "number", text = "After this Unit has completed a Fly Action, all other Units within X inches of this Unit must Succeed at a TN(LD) Test or receive a Reaction Counter.",
    after_action = function(u, x, act)
      if act.name ~= "fly" or not lib.alive(u) then return end
      cv.because("rule: UNIT SPECIAL ABILITIES", function()
        for _, v in ipairs(lib.all_units()) do
          if v ~= u and lib.alive(v) and lib.within(u, v, x * lib.INCH) and ns.X.may_receive(v) then
            if not lib.stat_test(v, "ld", "TN (LD) test against the Impact of " .. cv.name(u), "impact") then
              cv.log("Impact: %s receives a Reaction counter", cv.name(v))
              cv.add_pool(v, "reaction", 1)
            end
          end
        end
      end)
    end },
  ["Mortuary Enzymes"] = { text = "When this Unit is removed from the Battlefield as a Casualty all Units in base-to-base contact with it suffer a DAM 8 hit.",
    casualty = function(u, x)
      local hit = {}
      for _, v in ipairs(lib.all_units()) do
        if lib.in_contact(u, v) then hit[#hit + 1] = v end
      end
      for _, v in ipairs(hit) do
        cv.because("rule: UNIT SPECIAL ABILITIES", function()
          cv.log("Mortuary Enzymes: %s suffers a DAM 8 hit", cv.name(v))
          ns.C.plain_hit(v, 8, "enzymes")
        end)
      end
    end },
  ["Nerves of Steel"] = { text = "This Unit may declare an Action that moves them closer to enemies in LOS even if they have a Pinned Counter.",
    ignores = function(u, x, what) return what == "pinned_move" end },
  ["Networked"] = { text = "Before declaring a Reaction, this Unit may relocate one of its Reaction Counters to a Friendly Unit with the Networked Special Rule within 8\" that doesn't currently have a Reaction Counter. If this Unit has the Command Unit Special Ability, it may ignore the LOS requirements when using that ability to target another Friendly Unit with the Networked Special Ability.",
    relocate = function(u, x)
      if cv.pool(u, "reaction") == 0 then return nil end
      local best, bg
      for _, f in ipairs(lib.friends(u)) do
        if lib.has(f, "Networked") and cv.pool(f, "reaction") == 0 and lib.within(u, f, 8 * lib.INCH) then
          local g = lib.gap(u, f)
          if not bg or g < bg then best, bg = f, g end
        end
      end
      return best
    end },
  ["Pack Hunter"] = { x = "text", text = "While within 8\" of another Unit of Unit Type X and possessing no more than one Reaction Counter, this Unit may be assigned a Reaction Counter to perform a Reaction.",
    reaction_cap = function(u, x, held)
      if held then return 2 end
      for _, f in ipairs(lib.friends(u)) do
        if lib.is_type(f, x) and lib.within(u, f, 8 * lib.INCH) then return 2 end
      end
      return 1
    end },
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
  ["Shift"] = { text = "This Unit may, as an Action once per its Activation, be removed from the Battlefield and then placed onto the Battlefield at a location up to its MV Rating in inches away in any direction, as long as the location satisfies the Model Placement rules. Removal from the Battlefield does not constitute Movement, but placement does.",
    actions = function(u, x)
      local out = {}
      if cv.var(u, "shifted") or cv.var(u, "climb_piece") or ns.T.inside(u) then return out end
      for _, d in ipairs(ns.M.destinations(u, "place")) do
        out[#out + 1] = { name = "shift", label = "Shift (once an Activation): placed " .. d.label,
          run = function()
            cv.set_var(u, "shifted", true, { quiet = true, ["until"] = "activation" })
            -- a Reaction to the action may have changed the table since it was offered
            local ok, why = ns.M.legal(u, d.x, d.y, "place")
            if not ok then
              cv.log("%s cannot be placed there any more (%s): no Shift", cv.name(u), why)
              return
            end
            ns.M.place(u, d.x, d.y)
          end }
      end
      return out
    end },
  ["Tactical"] = { text = "Once per Turn, this Unit may be assigned a Reaction Counter even if it already possesses one or more Reaction Counters while within 2\" of a Scenario Objective. This model gains +4 LD whenever using the Interact Action.",
    over_cap = function(u, x)
      if cv.var(u, "over_cap") then return false end
      for _, o in ipairs(ns.T.objectives()) do
        if ns.G.within(lib.circle(u), { o.x, o.y, o.r }, 2 * lib.INCH) then return true end
      end
      return false
    end,
    test_bonus = function(u, x, test) return (test.stat == "ld" and test.what == "interact") and 4 or 0 end },
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
  -- from the facts sheet's profiles, not in the quick reference: no rules
  -- text in the sources, so each is this implementation's reading, with an
  -- option (docs/warzone.md)
  ["Guerilla"] = { x = "number", text = "(facts sheet: Free Marines; this implementation's reading, option guerilla) After completing a Shoot Action in its Activation this Unit may Reposition up to X\" (guerilla=shoot), or its Reposition may go up to X\" (guerilla=reposition).",
    after_action = function(u, x, act)
      if act.name ~= "shoot" or cv.options.guerilla ~= "shoot" or not lib.alive(u) then return end
      if cv.var(u, "repositioned") or not (A.allowed(u, "reposition") or cv.var(u, "controlled")) then return end
      local opts = {}
      for _, d in ipairs(ns.M.reposition_options(u, x * lib.INCH)) do opts[#opts + 1] = { label = "Guerilla: Reposition " .. d.label, d = d } end
      local pick = offer(u, "Guerilla (" .. x .. "): Reposition " .. cv.name(u) .. " after its Shoot Action?", "no Guerilla Reposition", opts)
      if pick then
        cv.set_var(u, "repositioned", true, { quiet = true, ["until"] = "activation" })
        local rp = { name = "reposition", label = "Reposition", unit = u }
        cv.because("rule: MOVEMENT", ns.M.run, u, rp, pick.d.x, pick.d.y, "move")
      end
    end,
    reposition_range = function(u, x) return cv.options.guerilla == "reposition" and x * lib.INCH or 0 end },
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
  ["First Strike"] = { text = "(facts sheet: Mortificator; this implementation's reading, option first_strike) When an enemy's Charge reaches this Unit, it makes a Strike Action at the charger before the charger's free Strike.",
    charged = function(u, x, charger)
      local how = cv.options.first_strike
      if how == "none" or not lib.alive(u) or not lib.alive(charger) then return end
      if how == "reaction" and not ns.X.can_react(u) then return end
      local opts = {}
      for _, o in ipairs(ns.C.strike_options(u, false)) do
        if o.target == charger then
          opts[#opts + 1] = { label = "First Strike: " .. cv.name(u) .. " strikes " .. cv.name(charger) .. " with " ..
            (o.weapon and lib.weapon(o.weapon).title or "no weapon (ST)") .. " (TN " .. o.tn .. ")", w = o.weapon }
        end
      end
      if #opts == 0 then return end
      local pick = cv.choose(cv.owner(u), "First Strike: " .. cv.name(u) .. " strikes " .. cv.name(charger) .. " first", opts)
      cv.because("rule: UNIT SPECIAL ABILITIES", function()
        cv.log("First Strike: %s strikes %s first", cv.name(u), cv.name(charger))
        if how == "reaction" then ns.X.assign(u) end
        ns.C.strike_action(u, pick.w, charger, { reaction = "first_strike" })
      end)
    end },
}

-- ---- how the core asks the registry ----------------------------------------------------

-- The registry entries of definition d's abilities with hook 'hook', as
-- { entry, x, name } triples.
local function def_hooks(d, hook)
  local out = {}
  for _, s in ipairs(lib.specials_of(d)) do
    local e = A.list[s.name]
    if e and e[hook] then out[#out + 1] = { e, s.x == nil and true or s.x, s.name } end
  end
  return out
end

-- The registry entries of unit u's abilities with hook 'hook'.
local function with_hook(u, hook) return def_hooks(cv.def(u), hook) end

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

-- The first value other than nil that hook returns for unit u's abilities.
function A.first(u, hook, ...)
  for _, p in ipairs(with_hook(u, hook)) do
    local v = p[1][hook](u, p[2], ...)
    if v ~= nil then return v end
  end
  return nil
end

-- Does any ability of card definition d return true from force-building
-- hook 'hook' (reinforcement, member_of)?
function A.def_any(d, hook, ...)
  for _, p in ipairs(def_hooks(d, hook)) do
    if p[1][hook](d, p[2], ...) == true then return true end
  end
  return false
end

-- May unit u re-roll its failed test (test.kind; 'words' name it in the log
-- and the question)? Determination does at no cost; Faith asks the player
-- whether to spend a token of the Faith Pool. Returns true when it re-rolls.
function A.reroll(u, test, words)
  local faith = false
  for _, p in ipairs(with_hook(u, "reroll")) do
    local v = p[1].reroll(u, p[2], test)
    if v == "free" then
      cv.log("%s re-rolls the failed %s (%s)", cv.name(u), words, p[3])
      return true
    end
    if v == "faith" then faith = true end
  end
  if not faith then return false end
  local seat = cv.owner(u)
  if not cv.ask(seat, "Faith: spend a token of the Faith Pool (" .. lib.faith(seat) .. " left) to re-roll the failed " .. words .. " of " .. cv.name(u) .. "?") then
    return false
  end
  cv.add_pool(cv.player(seat), "faith", -1)
  cv.log("%s spends a Faith token to re-roll the failed %s", cv.name(u), words)
  return true
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

-- How many Reaction counters unit u may hold (REACTIONS: max 1; Awareness,
-- Pack Hunter); held: the most it may ever hold.
function A.reaction_cap(u, held) return A.max(u, "reaction_cap", 1, held) end

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
    if e.todo then -- listed, not implemented: any X
    elseif e.x == "number" and type(x) ~= "number" then return name .. " needs a number: \"" .. name .. " (2)\""
    elseif e.x == "text" and type(x) ~= "string" then return name .. " needs a Unit Type: \"" .. name .. " (Free Marines)\""
    elseif e.x == nil and x ~= nil then return name .. " takes no X" end
  end
  return nil
end

return A
