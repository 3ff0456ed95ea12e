-- Warzone Eternal: UNIT SPECIAL ABILITIES (the registry, abilities.lua).
local W = dofile(ROOT .. "/tests/warzone/common.lua")

local function unit(title, extra)
  local u = { title = title, kind = "unit", faction = "Capitol", side = "light", designation = "Trooper", unit_type = "Test",
    mv = 4, mw = 13, cc = 12, st = 5, def = 0, ar = 21, w = 2, pw = 10, ld = 10, base = 30, points = 3, support = 0,
    specials = {}, weapons = { "m50_assault_rifle" } }
  for k, v in pairs(extra or {}) do u[k] = v end
  return u
end
local FAR = { "Necromutant Trooper", ref = "n", at = { 30000, 34000 }, reaction = 1 }

test("UNIT SPECIAL ABILITIES: every unit special ability of the reference and of the facts sheet is in the registry, implemented", function()
  local g = W.game{ ann = { { "Free Marines Trooper", at = { 10000, 10000 } } }, bob = { FAR } }
  local reg = g:eval("rules.registry('unit')")
  for _, name in ipairs({ "Advisor", "Aggressive", "Ambush", "Awareness", "Blitz", "Blur", "Camouflage", "Command", "Controller",
      "Dark Cult", "Determination", "Dodge", "Driven", "Duelist", "Engineered for War", "Entrenched", "Evasive", "Executioner",
      "Faith", "Fearless", "Fierce Charge", "Firing Stance", "First Aid", "Flight", "Focused Fire", "Group", "Gymnastic",
      "Honorbound", "Impact", "Mortuary Enzymes", "Nerves of Steel", "Networked", "Pack Hunter", "Precise Senses", "Rebreather",
      "Recruit", "Relentless", "Shadowed", "Shake It Off", "Shift", "Tactical", "Trailblaze", "Zombie" }) do
    ok(reg[name], name .. " is in the registry")
  end
  for name, state in pairs(reg) do eq(state, "done", name .. " is implemented") end
  for _, name in ipairs({ "Guerilla", "Inspire", "First Strike" }) do eq(reg[name], "done", name .. " (facts sheet)") end
end)

test("UNIT SPECIAL ABILITIES: Duelist and Evasive DEF: DEF -1 with Duelist (-2) is -3 against a Strike, -1 against a Shoot; DEF 0 with Evasive (-2) is -2 against a Shoot, 0 against a Strike", function()
  local g = W.game{ cards = { test_duelist = unit("Test Duelist", { def = -1, specials = { "Duelist (-2)" } }),
      test_dodger = unit("Test Dodger", { def = 0, specials = { "Evasive (-2)" } }) },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Test Duelist", ref = "d", at = { 10000, 11182 } }, { "Test Dodger", ref = "e", at = { 10000, 8818 } } } }
  local d, e = g:id("d"), g:id("e")
  eq(g:eval("rules.def(" .. d .. ", 'strike')"), -3)
  eq(g:eval("rules.def(" .. d .. ", 'shoot')"), -1)
  eq(g:eval("rules.def(" .. e .. ", 'shoot')"), -2)
  eq(g:eval("rules.def(" .. e .. ", 'strike')"), 0)
  has(g:options(), "Strike Test Duelist [2] with Punisher Shortsword (TN 11)", "13 + 1 (weapon) - 3")
  has(g:options(), "Strike Test Dodger [3] with Punisher Shortsword (TN 14)", "13 + 1 + 0")
  -- the profiles: a Hatamoto's Duelist (-3), an Etoile Mortant's DEF -2 and Evasive (-2)
  g = W.game{ ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Hatamoto Trooper", ref = "h", at = { 10000, 11182 } }, { "Etoiles Mortant Trooper", ref = "m", at = { 10000, 20000 } } } }
  eq(g:eval("rules.def(" .. g:id("h") .. ", 'strike')"), -3)
  eq(g:eval("rules.def(" .. g:id("m") .. ", 'shoot')"), -4)
end)

test("UNIT SPECIAL ABILITIES: Camouflage (X) adds X to the obstruction modifier; Precise Senses ignores it", function()
  local hedge = { name = "Hedge", polygon = W.rect(5000, 14000, 15000, 14500), height = 1000, obstruction = "light" }
  local g = W.game{ terrain = { hedge },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 8000 } } },
    bob = { { "Free Marines Trooper", ref = "b", at = { 10000, 20000 } } } }
  has(g:options(), "(TN 9)", "13 - 2 (Light) - 2 (Camouflage (2))")
  g = W.game{ terrain = { hedge },
    ann = { { "Venusian Rangers Trooper", ref = "a", at = { 10000, 8000 } } },
    bob = { { "Free Marines Trooper", ref = "b", at = { 10000, 20000 } } } }
  has(g:options(), "with AG-17 Assault Rifle (TN 12)", "14 - 2: Precise Senses")
end)

test("UNIT SPECIAL ABILITIES: Group (X): X units deploy together, each within 6in of the others, and activate as one activation in the order the player picks", function()
  local g = W.game{ phase = "deployment", turn = 1, dice = "5 12",
    ann_reserve = { { "Hussars Trooper", ref = "h1" }, { "Hussars Trooper", ref = "h2" }, { "Free Marines Leader", ref = "l" } },
    bob_reserve = { { "Necromutant Trooper" } } }
  g:choose("choose the Deployment Area North")
  g:choose("deploy Hussars Trooper [1] at (1.5\", 1.5\")")
  has(g:prompt(), "Group (2): deploy Hussars Trooper [2] within 6\" of its Group")
  for _, o in ipairs(g:options()) do
    local x, y = o:match("%((%d+%.?%d*)\", (%d+%.?%d*)\"%)")
    ok(tonumber(x) <= 1.5 + 1.18 + 6 + 0.05 and tonumber(y) <= 1.5 + 1.18 + 6 + 0.05, o .. " is within 6\"")
  end
  g:choose_any("deploy")
  eq(g:seat(), 2, "two units deployed: half of three, rounded up, then Bob")
end)

test("UNIT SPECIAL ABILITIES: Relentless: no Pinned counters; Fearless: a Reaction counter even while Pinned", function()
  local g = W.game{ dice = "2 5",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "u", at = { 10000, 18000 } }, { "Necromutant Trooper", ref = "n", at = { 14000, 18000 }, pinned = 1 } } }
  g:choose("Shoot Undead Legionnaire")
  g:choose("no reaction") -- the Pinned Necromutant could Ambush: it is Fearless
  has(g:log(), "Undead Legionnaire [2] cannot receive Pinned counters")
  eq(W.pool(g, "u", "pinned"), 0)
  g = W.game{ ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 18000 }, pinned = 1 } } }
  g:choose("Shoot Necromutant")
  has(g:options(), "Dive for Cover: Necromutant Trooper [2]", "Pinned, but Fearless")
end)

test("UNIT SPECIAL ABILITIES: Zombie: never a Reaction counter; unless a Controller (X) is within X when it is activated, only Move, Shoot and Strike, and no Reposition", function()
  local wall = { name = "Wall", polygon = W.rect(5000, 11500, 15000, 12000), height = 1000, traits = { "Cover" } }
  local g = W.game{ terrain = { wall }, initiative = 2,
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 20000 }, reaction = 1 } },
    bob = { { "Undead Legionnaire", ref = "u", at = { 10000, 10000 } } } }
  local opts = g:options()
  has(opts, "Move")
  has(opts, "Shoot")
  hasnt(opts, "Aim")
  hasnt(opts, "Brace")
  hasnt(opts, "Reposition")
  g = W.game{ terrain = { wall }, initiative = 2,
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 20000 }, reaction = 1 } },
    bob = { { "Undead Legionnaire", ref = "u", at = { 10000, 10000 } }, { "Necromutant Trooper", ref = "n", at = { 14000, 10000 }, activation = 1 } } }
  has(g:log(), "Undead Legionnaire [2] is controlled by Necromutant Trooper [3]", "Controller (6): 2.8\" away")
  has(g:options(), "Aim")
  has(g:options(), "Reposition")
  -- never a Reaction: a shot at a Zombie offers no Dive for Cover
  g = W.game{ ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "u", at = { 10000, 18000 } } } }
  g:choose("Shoot Undead")
  eq(g:seat(), 1, "no Reaction offered")
end)

test("UNIT SPECIAL ABILITIES: Recruit: a Rally removes a Pinned counter only after a successful TN (LD) test", function()
  local g = W.game{ dice = "13", ann = { { "Hussars Trooper", ref = "h", at = { 10000, 10000 }, pinned = 1 } }, bob = { FAR } }
  g:choose("Rally")
  has(g:log(), "TN (LD) test to Rally (Recruit) (TN 12)")
  eq(W.pool(g, "h", "pinned"), 1, "13 fails")
  g = W.game{ dice = "12", ann = { { "Hussars Trooper", ref = "h", at = { 10000, 10000 }, pinned = 1 } }, bob = { FAR } }
  g:choose("Rally")
  eq(W.pool(g, "h", "pinned"), 0)
end)

test("UNIT SPECIAL ABILITIES: Entrenched: deployed off terrain it is entrenched: -1 DEF, +2 AR against Shoot Actions, lost when it moves", function()
  local g = W.game{ phase = "deployment", turn = 1, dice = "5 12",
    ann_reserve = { { "Trenchers Trooper", ref = "t" } }, bob_reserve = { { "Necromutant Trooper" } } }
  g:choose("choose the Deployment Area North")
  g:choose_any("deploy")
  eq(W.pool(g, "t", "entrenched"), 1)
  g = W.game{ dice = "2 10",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Trenchers Trooper", ref = "t", at = { 10000, 18000 }, entrenched = 1, reaction = 1 } } }
  has(g:options(), "(TN 12)", "13 - 1 (entrenched)")
  g:choose("Shoot Trenchers")
  has(g:log(), "TN 10 (AR 21, abilities +2, DAM 13)")
  g = W.game{ initiative = 2, ann = { { "Free Marines Trooper", at = { 30000, 34000 }, reaction = 1 } },
    bob = { { "Trenchers Trooper", ref = "t", at = { 10000, 10000 }, entrenched = 1 } } }
  g:choose("Move toward")
  eq(W.pool(g, "t", "entrenched"), 0, "moving loses it")
end)

test("UNIT SPECIAL ABILITIES: Executioner (X): Strikes score Critical Hits on a natural X or lower", function()
  local g = W.game{ dice = "2 1 1",
    ann = { { "Hatamoto Trooper", ref = "h", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "u", at = { 10000, 11182 } } } }
  g:choose("Strike Undead")
  has(g:log(), "Hatamoto Trooper [1]: a critical hit (x1 Damage Multiplier)", "2: Executioner (2)")
end)

test("UNIT SPECIAL ABILITIES: Honorbound never gains Overwhelming Numbers; Awareness allows a second Reaction counter; Shake It Off clears Pinned counters at the End Turn Phase", function()
  local g = W.game{ ann = { { "Hatamoto Trooper", ref = "h", at = { 10000, 10000 } }, { "Free Marines Trooper", at = { 11182, 11182 }, activation = 1 } },
    bob = { { "Undead Legionnaire", ref = "u", at = { 10000, 11182 } } } }
  has(g:options(), "Strike Undead Legionnaire [3] with Ceremonial Blades (TN 19)", "16 + 2 + 1 (DEF), no +1 for the friend")
  g = W.game{ ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Etoiles Mortant Trooper", ref = "e", at = { 10000, 18000 }, reaction = 1 } } }
  g:choose("Shoot Etoiles")
  has(g:options(), "Dive for Cover: Etoiles Mortant Trooper [2]", "a second Reaction counter")
  g = W.game{ phase = "finish", dice = "5 6",
    ann = { { "Free Marines Trooper", at = { 10000, 10000 }, pinned = 1 } },
    bob = { { "Razide Support", ref = "r", at = { 10000, 20000 }, pinned = 2 } } }
  eq(W.pool(g, "r", "pinned"), 0, "the Razide shakes it off")
end)

test("UNIT SPECIAL ABILITIES: Nerves of Steel: a Pinned unit may move closer to enemies it sees; Inspire (facts sheet): an action removes a friend's Pinned counter", function()
  local g = W.game{ ann = { { "Attila Mk III Cuirassier", ref = "a", at = { 10000, 10000 }, pinned = 1 } },
    bob = { { "Necromutant Trooper", at = { 10000, 20000 }, reaction = 1 } } }
  has(g:options(), "Move toward Necromutant")
  g = W.game{ ann = { { "Free Marines Leader", ref = "l", at = { 10000, 10000 } }, { "Free Marines Trooper", ref = "f", at = { 14000, 10000 }, pinned = 1, activation = 1 } },
    bob = { FAR } }
  g:choose("Inspire: remove a Pinned counter from Free Marines Trooper [2]")
  eq(W.pool(g, "f", "pinned"), 0)
end)

-- ---- the abilities completed after the core ---------------------------------------------

local QUIET = { "Necromutant Trooper", ref = "far", at = { 30000, 34000 }, reaction = 1 }

test("UNIT SPECIAL ABILITIES: Aggressive: 'After this Unit completes a Shoot Action it may be moved 2in toward any Enemy Unit to which it has non-Blocked LOS'", function()
  local g = W.game{ dice = "15",
    ann = { { "Attila Mk III Cuirassier", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 20000 }, reaction = 1 } } }
  g:choose("Shoot Necromutant")
  has(g:log(), "Attila Mk III Cuirassier [1]: a miss")
  has(g:prompt(), "Aggressive: move Attila Mk III Cuirassier [1] 2\" toward an enemy it sees?")
  has(g:options(), "no Aggressive move")
  g:choose("Aggressive: move toward Necromutant Trooper [2]")
  local _, y = W.pos(g, "a")
  eq(y, 12000, "2in nearer")
  has(g:prompt(), "action 2 of 2", "the move was no action")
end)

test("UNIT SPECIAL ABILITIES: Blitz: 'When this Unit completes a Shoot Action that resulted in an Armor Test Failure for at least one Enemy Unit, this Unit may immediately perform a free Move Action'", function()
  local spec = { dice = "5 15", marks = { { name = "m", at = { 14000, 10000 } } },
    ann = { { "Capitol Airborne Cavalry", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Razide Support", ref = "r", at = { 10000, 20000 }, reaction = 1 } } }
  local g = W.game(spec)
  g:choose("Shoot Razide")
  has(g:log(), "Razide Support [2]: failed by 3: 1 Pinned and 1 Wound counter")
  has(g:prompt(), "Blitz: Capitol Airborne Cavalry [1] caused a failed Armor Test: a free Move Action?")
  g:choose("Blitz: a free Move to mark m")
  has(g:log(), "Blitz: Capitol Airborne Cavalry [1] performs a free Move Action")
  local x = W.pos(g, "a")
  eq(x, 14000)
  has(g:prompt(), "action 2 of 2", "the Move was free")
  -- an Armor Test passed: no Blitz
  spec.dice = "5 5"
  g = W.game(spec)
  g:choose("Shoot Razide")
  has(g:prompt(), "action 2 of 2")
  hasnt(g:log(), "Blitz")
end)

test("UNIT SPECIAL ABILITIES: Command (X): 'Spend an Action to remove a Reaction or Pinned Counter from a Friendly Unit within 12in and non-Blocked LOS'; not when Engaged or Pinned", function()
  local wall = { name = "Wall", polygon = W.rect(5000, 11800, 25000, 12200), height = 3000, obstruction = "block" }
  local spec = { ann = { { "Free Marines Leader", ref = "l", at = { 10000, 10000 } }, { "Free Marines Trooper", ref = "f", at = { 16000, 10000 }, pinned = 1, activation = 1 } },
    bob = { QUIET } }
  local g = W.game(spec)
  g:choose("Command: remove a Pinned counter from Free Marines Trooper [2]")
  eq(W.pool(g, "f", "pinned"), 0)
  has(g:prompt(), "action 2 of 2", "it spent an action")
  -- behind a wall that blocks sight: no Command (Inspire, without LOS, still)
  spec.ann[2].at = { 16000, 14000 }
  spec.terrain = { wall }
  g = W.game(spec)
  hasnt(g:options(), "Command: remove")
  has(g:options(), "Inspire: remove a Pinned counter from Free Marines Trooper [2]")
  -- a Pinned Leader commands nobody
  spec.terrain, spec.ann[2].at, spec.ann[1].pinned = nil, { 16000, 10000 }, 1
  g = W.game(spec)
  hasnt(g:options(), "Command")
end)

test("UNIT SPECIAL ABILITIES: Command (X): 'Once per Turn, spend an Action and perform a TN (LD) Test. On a Success, a Friendly Unit of Unit Type X within 12in and non-Blocked LOS may perform one Action when this Unit completes its Activation'", function()
  local g = W.game{ dice = "10", marks = { { name = "m", at = { 16000, 13000 } } },
    ann = { { "Free Marines Leader", ref = "l", at = { 10000, 10000 } }, { "Free Marines Trooper", ref = "f", at = { 16000, 10000 }, activation = 1 },
      { "Venusian Rangers Trooper", ref = "v", at = { 12000, 10000 }, activation = 1 } },
    bob = { QUIET } }
  g:choose("Command (once a Turn): a TN (LD) test to order a Free Marines unit to perform one Action after this Activation")
  has(g:log(), "Free Marines Leader [1] TN (LD) test to Command (TN 14)")
  -- the only Free Marines unit in reach is ordered (the Venusian Ranger is of another Unit Type)
  has(g:log(), "Free Marines Leader [1] orders Free Marines Trooper [2] to perform one Action when it completes its Activation")
  has(g:prompt(), "action 2 of 2 for Free Marines Leader [1]")
  hasnt(g:options(), "Command (once a Turn)", "once per Turn")
  g:choose("end the activation of Free Marines Leader")
  has(g:prompt(), "Command: one Action for Free Marines Trooper [2]")
  g:choose("Move to mark m")
  local _, y = W.pos(g, "f")
  eq(y, 13000)
  eq(W.pool(g, "f", "activation"), 1, "no second Activation counter")
  eq(g:seat(), 2, "one Action, then Bob")
  -- a failed test orders nobody
  g = W.game{ dice = "15",
    ann = { { "Free Marines Leader", ref = "l", at = { 10000, 10000 } }, { "Free Marines Trooper", ref = "f", at = { 16000, 10000 }, activation = 1 } },
    bob = { QUIET } }
  g:choose("Command (once a Turn)")
  has(g:log(), "Free Marines Leader [1] fails to Command")
  g:choose("end the activation")
  eq(g:seat(), 2)
end)

test("UNIT SPECIAL ABILITIES: Determination: 'This Unit may re-roll any TN (PW) or TN (LD) Tests Failures'; a Shoot test is not re-rolled", function()
  local spec = { dice = "15 5", objectives = { { 10000, 11378 } }, options = { interact_test = "ld" },
    ann = { { "Venusian Rangers Trooper", ref = "v", at = { 10000, 10000 } } }, bob = { QUIET } }
  local g = W.game(spec)
  g:choose("Interact with objective 1")
  has(g:log(), "Venusian Rangers Trooper [1] re-rolls the failed TN (LD) test to Interact with objective 1 (Determination)")
  has(g:log(), "Venusian Rangers Trooper [1] re-rolls: TN (LD) test to Interact with objective 1 (TN 12)")
  eq(W.gvar(g, "objective_1"), 1, "the re-roll of 5 succeeds")
  g = W.game{ dice = "20 5",
    ann = { { "Venusian Rangers Trooper", ref = "v", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", at = { 10000, 20000 }, reaction = 1 } } }
  g:choose("Shoot Necromutant Trooper [2] with AG-17")
  has(g:log(), "Venusian Rangers Trooper [1]: a miss and a critical failure")
  hasnt(g:log(), "re-roll")
end)

test("UNIT SPECIAL ABILITIES: Dodge: 'perform a Test with a TN equal to the lowest die result of the Enemy Unit's Shoot Action. On a Success, this Unit does not receive a Reaction Counter'", function()
  local spec = { dice = "5 3 4",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Etoiles Mortant Trooper", ref = "e", at = { 10000, 18000 } } } }
  local g = W.game(spec)
  g:choose("Shoot Etoiles")
  g:choose("Dive for Cover: Etoiles Mortant Trooper [2]")
  has(g:log(), "Etoiles Mortant Trooper [2] Dodge test (the lowest die of the Shoot Action) (TN 5)")
  has(g:log(), "Dodge: Etoiles Mortant Trooper [2] does not receive a Reaction counter")
  eq(W.pool(g, "e", "reaction"), 0)
  spec.dice = "5 3 6"
  g = W.game(spec)
  g:choose("Shoot Etoiles")
  g:choose("Dive for Cover")
  hasnt(g:log(), "does not receive a Reaction counter")
  eq(W.pool(g, "e", "reaction"), 1, "6 is above the lowest die, 5")
end)

test("UNIT SPECIAL ABILITIES: Faith (X): 'During deployment, this Unit adds X tokens to their force's central Faith Pool'", function()
  local g = W.game{ phase = "deployment", turn = 1, dice = "5 12",
    ann_reserve = { { "Brotherhood Inquisitor", ref = "i" } }, bob_reserve = { { "Necromutant Trooper" } } }
  g:choose("choose the Deployment Area North")
  g:choose_any("deploy Brotherhood Inquisitor")
  eq(W.ppool(g, 1, "faith"), 2, "Faith (2)")
end)

test("UNIT SPECIAL ABILITIES: Faith (X): 'a Friendly Unit with this Special Ability can spend a token from the pool to re-roll any of their Tests'", function()
  local spec = { dice = "18 3", ann_pools = { faith = 1 },
    ann = { { "Brotherhood Inquisitor", ref = "i", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 15000 }, reaction = 1 } } }
  local g = W.game(spec)
  g:choose("Shoot Necromutant Trooper [2] with Punisher Handgun")
  has(g:log(), "Brotherhood Inquisitor [1]: a miss")
  has(g:prompt(), "Faith: spend a token of the Faith Pool (1 left) to re-roll the failed Shoot test of Brotherhood Inquisitor [1]?")
  g:choose("yes")
  has(g:log(), "Brotherhood Inquisitor [1] spends a Faith token to re-roll the failed Shoot test")
  has(g:log(), "Brotherhood Inquisitor [1]: a hit")
  eq(W.ppool(g, 1, "faith"), 0)
  -- no token: no question
  spec.ann_pools = nil
  g = W.game(spec)
  g:choose("Shoot Necromutant Trooper [2] with Punisher Handgun")
  has(g:prompt(), "action 2 of 2")
end)

test("UNIT SPECIAL ABILITIES: First Aid (X): 'if in base-to-base contact with a Friendly Unit (including itself) with one or more Wound Counters, may attempt a TN(X) Test. Success removes a Wound Counter and a natural roll of a 1 removes all Wound Counters'", function()
  local spec = { dice = "10", cards = { test_tough = unit("Test Tough", { w = 4 }) },
    ann = { { "Capitol Combat Medic", ref = "m", at = { 10000, 10000 } }, { "Test Tough", ref = "t", at = { 11182, 10000 }, wounds = 2, activation = 1 } },
    bob = { QUIET } }
  local g = W.game(spec)
  g:choose("First Aid (free, once an Activation): a TN 12 test to remove a Wound counter from Test Tough [2]")
  eq(W.pool(g, "t", "wounds"), 1)
  has(g:prompt(), "action 1 of 2", "free")
  hasnt(g:options(), "First Aid", "once an Activation")
  spec.dice = "1"
  g = W.game(spec)
  g:choose("First Aid")
  eq(W.pool(g, "t", "wounds"), 0, "a natural 1: every Wound counter")
  spec.dice = "13"
  g = W.game(spec)
  g:choose("First Aid")
  eq(W.pool(g, "t", "wounds"), 2, "13 fails TN 12")
  -- out of base contact: nothing to treat
  spec.ann[2].at = { 13000, 10000 }
  g = W.game(spec)
  hasnt(g:options(), "First Aid")
end)

test("UNIT SPECIAL ABILITIES: First Aid (X): 'Friendly Units (not including itself) within 6in of this Unit are never assigned more than one Wound Counter as a result of a failed Armor Test'", function()
  local spec = { dice = "5 20", initiative = 2,
    ann = { { "Free Marines Trooper", ref = "f", at = { 10000, 10000 }, reaction = 1 }, { "Capitol Combat Medic", ref = "m", at = { 14000, 10000 }, activation = 1 } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 20000 } } } }
  local g = W.game(spec)
  g:choose("Shoot Free Marines Trooper")
  has(g:log(), "Free Marines Trooper [1]: failed by 12: 1 Pinned and 2 Wound counters")
  has(g:log(), "First Aid: Free Marines Trooper [1] receives only 1 Wound counter")
  eq(W.pool(g, "f", "wounds"), 1)
  eq(W.where(g, "f"), "table", "it survives")
  spec.ann[2].at = { 18000, 10000 }
  g = W.game(spec)
  g:choose("Shoot Free Marines Trooper")
  eq(W.where(g, "f"), "casualties", "the Medic is 6.8in away")
end)

test("UNIT SPECIAL ABILITIES: Focused Fire: 'a cumulative +1 DAM for each prior Shoot Action Test Success against the same Target this Activation'", function()
  local g = W.game{ dice = "5 1 5 1",
    ann = { { "Brotherhood Inquisitor", ref = "i", at = { 10000, 10000 } } },
    bob = { { "Razide Support", ref = "r", at = { 10000, 15000 }, reaction = 1 } } }
  g:choose("Shoot Razide Support [2] with Punisher Handgun")
  has(g:log(), "Armor Test of Razide Support [2]: TN 14 (AR 25, DAM 11)")
  g:choose("Shoot Razide Support [2] with Punisher Handgun")
  has(g:log(), "Armor Test of Razide Support [2]: TN 13 (AR 25, DAM 12)", "+1 DAM for the first success")
end)

test("UNIT SPECIAL ABILITIES: Impact (X): 'After this Unit has completed a Fly Action, all other Units within X inches of this Unit must Succeed at a TN(LD) Test or receive a Reaction Counter'", function()
  local g = W.game{ dice = "15 5 15", marks = { { name = "m", at = { 10000, 16000 } } },
    ann = { { "Capitol Airborne Cavalry", ref = "a", at = { 10000, 10000 } }, { "Free Marines Trooper", ref = "f", at = { 12000, 17000 }, activation = 1 } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 19000 }, activation = 1 }, { "Necromutant Trooper", ref = "n2", at = { 8000, 18000 }, activation = 1 },
      { "Necromutant Trooper", ref = "far", at = { 10000, 30000 }, activation = 1 } } }
  g:choose("Fly to mark m")
  has(g:log(), "Free Marines Trooper [2] TN (LD) test against the Impact of Capitol Airborne Cavalry [1] (TN 12)")
  eq(W.pool(g, "f", "reaction"), 1, "15 fails: a friend too")
  eq(W.pool(g, "n", "reaction"), 0, "5 succeeds")
  eq(W.pool(g, "n2", "reaction"), 1)
  eq(W.pool(g, "far", "reaction"), 0, "beyond 3in: no test")
  hasnt(g:log(), "Necromutant Trooper [5] TN (LD)")
end)

test("UNIT SPECIAL ABILITIES: Mortuary Enzymes: 'When this Unit is removed from the Battlefield as a Casualty all Units in base-to-base contact with it suffer a DAM 8 hit'", function()
  local g = W.game{ dice = "2 10 14 15",
    ann = { { "Free Marines Trooper", ref = "f", at = { 10000, 10425 } } },
    bob = { { "Ezoghoul", ref = "z", at = { 10000, 12000 }, wounds = 2 }, { "Necromutant Trooper", ref = "n", at = { 11575, 12000 }, reaction = 1 },
      { "Necromutant Trooper", ref = "o", at = { 20000, 12000 }, reaction = 1, activation = 1 } } }
  g:choose("Strike Ezoghoul")
  has(g:log(), "Ezoghoul [2] is removed as a casualty")
  has(g:log(), "Mortuary Enzymes: Free Marines Trooper [1] suffers a DAM 8 hit")
  has(g:log(), "Armor Test of Free Marines Trooper [1]: TN 13 (AR 21, DAM 8)")
  has(g:log(), "Mortuary Enzymes: Necromutant Trooper [3] suffers a DAM 8 hit", "a friend in contact too")
  hasnt(g:log(), "Mortuary Enzymes: Necromutant Trooper [4]", "not in contact")
  eq(W.pool(g, "f", "wounds"), 1, "14 fails TN 13 by 1")
end)

test("UNIT SPECIAL ABILITIES: Networked: 'Before declaring a Reaction, this Unit may relocate one of its Reaction Counters to a Friendly Unit with the Networked Special Rule within 8in that does not currently have a Reaction Counter'", function()
  local spec = { initiative = 2,
    ann = { { "Attila Mk III Cuirassier", ref = "a", at = { 10000, 10000 }, reaction = 1 }, { "Attila Mk III Cuirassier", ref = "b", at = { 16000, 10000 }, activation = 1 } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 20000 } } } }
  local g = W.game(spec)
  g:choose("Shoot Attila Mk III Cuirassier [1]")
  g:choose("Dive for Cover: Attila Mk III Cuirassier [1]")
  has(g:log(), "Networked: Attila Mk III Cuirassier [1] relocates a Reaction counter to Attila Mk III Cuirassier [2]")
  eq(W.pool(g, "a", "reaction"), 1)
  eq(W.pool(g, "b", "reaction"), 1)
  -- the other Attila more than 8in away: no Reaction
  spec.ann[2].at = { 20000, 10000 }
  g = W.game(spec)
  g:choose("Shoot Attila Mk III Cuirassier [1]")
  eq(g:seat(), 2, "no Reaction offered")
end)

test("UNIT SPECIAL ABILITIES: Networked: 'If this Unit has the Command Unit Special Ability, it may ignore the LOS requirements when using that ability to target another Friendly Unit with the Networked Special Ability'", function()
  local wall = { name = "Wall", polygon = W.rect(5000, 11800, 25000, 12200), height = 3000, obstruction = "block" }
  local g = W.game{ terrain = { wall },
    cards = { test_netcom = unit("Test Netcom", { designation = "Leader", specials = { "Command (any)", "Networked" } }) },
    ann = { { "Test Netcom", ref = "c", at = { 10000, 10000 } }, { "Attila Mk III Cuirassier", ref = "a", at = { 10000, 14000 }, pinned = 1, activation = 1 },
      { "Free Marines Trooper", ref = "f", at = { 14000, 14000 }, pinned = 1, activation = 1 } },
    bob = { QUIET } }
  has(g:options(), "Command: remove a Pinned counter from Attila Mk III Cuirassier [2]", "Networked: behind the wall")
  hasnt(g:options(), "Command: remove a Pinned counter from Free Marines Trooper [3]", "not Networked: LOS needed")
end)

test("UNIT SPECIAL ABILITIES: Pack Hunter (X): 'While within 8in of another Unit of Unit Type X and possessing no more than one Reaction Counter, this Unit may be assigned a Reaction Counter to perform a Reaction'", function()
  local spec = {
    ann = { { "Free Marines Trooper", ref = "f", at = { 10000, 10000 } } },
    bob = { { "Pretorian Stalker", ref = "s", at = { 10000, 18000 }, reaction = 1 }, { "Pretorian Stalker", ref = "t", at = { 16000, 18000 }, activation = 1 } } }
  local g = W.game(spec)
  g:choose("Shoot Pretorian Stalker [2]")
  g:choose("Dive for Cover: Pretorian Stalker [2]")
  eq(W.pool(g, "s", "reaction"), 2, "a second Reaction counter")
  spec.bob[2].at = { 28000, 18000 }
  g = W.game(spec)
  g:choose("Shoot Pretorian Stalker [2]")
  eq(g:seat(), 1, "the other Stalker is 10.4in away: one counter only")
end)

test("UNIT SPECIAL ABILITIES: Shift: 'as an Action once per its Activation, be removed from the Battlefield and then placed onto the Battlefield at a location up to its MV Rating in inches away'", function()
  local wall = { name = "Wall", polygon = W.rect(2000, 11500, 30000, 12500), height = 3000, obstruction = "block" }
  local g = W.game{ terrain = { wall }, initiative = 2, marks = { { name = "m", at = { 10000, 14500 } } },
    ann = { { "Free Marines Trooper", at = { 30000, 34000 }, reaction = 1 } },
    bob = { { "Pretorian Stalker", ref = "s", at = { 10000, 9500 } } } }
  hasnt(g:options(), "Move to mark m", "the wall is in the way")
  g:choose("Shift (once an Activation): placed to mark m")
  has(g:log(), "Pretorian Stalker [2] is removed from the Battlefield and placed at (10\", 14.5\")")
  local x, y = W.pos(g, "s")
  eq(x, 10000)
  eq(y, 14500)
  has(g:prompt(), "action 2 of 2")
  hasnt(g:options(), "Shift", "once per Activation")
end)

test("UNIT SPECIAL ABILITIES: Tactical: 'Once per Turn, this Unit may be assigned a Reaction Counter even if it already possesses one or more Reaction Counters while within 2in of a Scenario Objective'", function()
  local spec = { initiative = 2, objectives = { { 10000, 12500 } },
    ann = { { "Capitol Combat Medic", ref = "m", at = { 10000, 10000 }, reaction = 1 } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 20000 } } } }
  local g = W.game(spec)
  g:choose("Shoot Capitol Combat Medic")
  g:choose("Dive for Cover: Capitol Combat Medic [1]")
  has(g:log(), "Tactical: Capitol Combat Medic [1] takes a Reaction counter beyond its limit (once a Turn)")
  eq(W.pool(g, "m", "reaction"), 2)
  g:choose("Shoot Capitol Combat Medic")
  has(g:prompt(), "action 1 of 2 for Capitol Combat Medic", "once per Turn: no Reaction, Ann's activation")
  spec.objectives = { { 10000, 13500 } }
  g = W.game(spec)
  g:choose("Shoot Capitol Combat Medic")
  eq(g:seat(), 2, "the objective is 2.1in away")
end)

test("UNIT SPECIAL ABILITIES: Tactical: 'This model gains +4 LD whenever using the Interact Action' (option interact_test=ld)", function()
  local spec = { dice = "15", objectives = { { 10000, 11378 } }, options = { interact_test = "ld" },
    ann = { { "Capitol Combat Medic", ref = "m", at = { 10000, 10000 } } }, bob = { QUIET } }
  local g = W.game(spec)
  g:choose("Interact with objective 1 (a TN (LD) test)")
  has(g:log(), "Capitol Combat Medic [1] TN (LD) test to Interact with objective 1 (TN 16)", "LD 12 + 4")
  eq(W.gvar(g, "objective_1"), 1)
end)

test("UNIT SPECIAL ABILITIES: Guerilla (X) (facts sheet, this implementation's reading): after a Shoot Action the unit may Reposition up to X in (guerilla=shoot); its Reposition reaches X in (guerilla=reposition)", function()
  local wall = { name = "Wall", polygon = W.rect(13500, 8000, 14500, 12000), height = 1000, traits = { "Cover" } }
  local spec = { dice = "15", terrain = { wall },
    ann = { { "Free Marines Trooper", ref = "f", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", at = { 10000, 20000 }, reaction = 1 } } }
  local g = W.game(spec)
  hasnt(g:options(), "Reposition", "the wall is 3.5in away: beyond 2in")
  g:choose("Shoot Necromutant")
  has(g:prompt(), "Guerilla (5): Reposition Free Marines Trooper [1] after its Shoot Action?")
  g:choose("Guerilla: Reposition into contact with Wall (terrain 1)")
  local x = W.pos(g, "f")
  eq(x, 13500 - 591 - 2, "in base contact with the wall")
  hasnt(g:options(), "Reposition", "its Reposition of this Activation")
  spec.options = { guerilla = "reposition" }
  g = W.game(spec)
  has(g:options(), "Reposition (free) into contact with Wall (terrain 1)")
  spec.options = { guerilla = "none" }
  g = W.game(spec)
  g:choose("Shoot Necromutant")
  has(g:prompt(), "action 2 of 2")
end)

test("UNIT SPECIAL ABILITIES: First Strike (facts sheet, this implementation's reading): when an enemy's Charge reaches it, it strikes the charger first (first_strike=charged)", function()
  local spec = { dice = "3 10 15", initiative = 2,
    ann = { { "Mortificator Trooper", ref = "m", at = { 10000, 10000 }, reaction = 1 } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 13500 } } } }
  local g = W.game(spec)
  g:choose("Charge Mortificator")
  local log = g:log()
  local first = has(log, "First Strike: Mortificator Trooper [1] strikes Necromutant Trooper [2] first")
  has(log, "Strike test of Mortificator Trooper [1] at Necromutant Trooper [2] with Mortis Blade")
  local i, j
  for k, l in ipairs(log) do
    if l:find("Strike test of Mortificator", 1, true) then i = i or k end
    if l:find("Strike test of Necromutant", 1, true) then j = j or k end
  end
  ok(i and j and i < j, "the Mortificator strikes before the charger")
  eq(W.pool(g, "m", "reaction"), 1, "no Reaction counter for it")
  spec.options = { first_strike = "none" }
  g = W.game(spec)
  g:choose("Charge Mortificator")
  hasnt(g:log(), "First Strike")
end)
