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

test("UNIT SPECIAL ABILITIES: every unit special ability of the reference is in the registry (done or TODO)", function()
  local g = W.game{ ann = { { "Free Marines Trooper", at = { 10000, 10000 } } }, bob = { FAR } }
  local reg = g:eval("rules.registry('unit')")
  for _, name in ipairs({ "Advisor", "Aggressive", "Ambush", "Awareness", "Blitz", "Blur", "Camouflage", "Command", "Controller",
      "Dark Cult", "Determination", "Dodge", "Driven", "Duelist", "Engineered for War", "Entrenched", "Evasive", "Executioner",
      "Faith", "Fearless", "Fierce Charge", "Firing Stance", "First Aid", "Flight", "Focused Fire", "Group", "Gymnastic",
      "Honorbound", "Impact", "Mortuary Enzymes", "Nerves of Steel", "Networked", "Pack Hunter", "Precise Senses", "Rebreather",
      "Recruit", "Relentless", "Shadowed", "Shake It Off", "Shift", "Tactical", "Trailblaze", "Zombie" }) do
    ok(reg[name], name .. " is in the registry")
  end
  for _, name in ipairs({ "Duelist", "Evasive", "Camouflage", "Rebreather", "Group", "Relentless", "Fearless", "Zombie",
      "Controller", "Recruit", "Entrenched", "Executioner" }) do
    eq(reg[name], "done", name .. " is implemented")
  end
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
