-- Warzone Eternal: force building (facts sheet: Table and forces) and the
-- DEPLOYMENT's Reinforcements, with the abilities that act on them
-- (Advisor, Dark Cult, Engineered for War).
local W = dofile(ROOT .. "/tests/warzone/common.lua")

local function unit(title, extra)
  local u = { title = title, kind = "unit", faction = "Capitol", side = "light", designation = "Trooper", unit_type = "Test",
    mv = 4, mw = 13, cc = 12, st = 5, def = 0, ar = 21, w = 2, pw = 10, ld = 10, base = 30, points = 3, support = 0,
    specials = {}, weapons = { "m50_assault_rifle" } }
  for k, v in pairs(extra or {}) do u[k] = v end
  return u
end

-- A deck file of the given lines (a temporary file, removed by the caller).
local function deck(lines)
  local path = os.tmpname()
  local f = assert(io.open(path, "w"))
  f:write(table.concat(lines, "\n") .. "\n")
  f:close()
  return path
end

-- A game of two decks (each a list of lines); its error when it cannot start.
local function start(ann, bob, options)
  local a, b = deck(ann), deck(bob)
  local ok, g = pcall(game, { rules = "warzone", decks = { a, b }, options = options })
  os.remove(a)
  os.remove(b)
  if not ok then return nil, g end
  return g
end

local LEGION = { "name: Bob", "1 nepharite_leader", "2 necromutant_trooper" }

-- A deployment with Reinforcements: Ann's force (reserve) and her Reinforcements.
local function deployment(ann, reinf, extra)
  local t = { phase = "deployment", turn = 1, dice = "5 12", ann_reserve = ann, ann_reinforcements = reinf,
    bob_reserve = { { "Necromutant Trooper" } } }
  for k, v in pairs(extra or {}) do t[k] = v end
  return W.game(t)
end

test("DEPLOYMENT: 'Reinforcements: players can swap Units as long as they stick to the max SPs': before the roll-off, one for one, the Support Points total never positive", function()
  local g = deployment({ { "Free Marines Leader", ref = "l" }, { "Free Marines Trooper", ref = "f1" }, { "Free Marines Trooper", ref = "f2" } },
    { { "Venusian Rangers HMG Support", ref = "h1" }, { "Venusian Rangers HMG Support", ref = "h2" } })
  eq(g:seat(), 1)
  has(g:prompt(), "DEPLOYMENT: Reinforcements: swap a unit of your force for one of your Reinforcements?")
  has(g:options(), "no more swaps")
  has(g:options(), "swap Free Marines Trooper [2] for Venusian Rangers HMG Support [4]", "Support Points -3 + 3 = 0")
  hasnt(g:options(), "swap Free Marines Leader", "without the Leader: +3")
  g:choose("swap Free Marines Trooper [2] for Venusian Rangers HMG Support [4]")
  has(g:log(), "Ann swaps Free Marines Trooper [2] for Venusian Rangers HMG Support [4] (Reinforcements)")
  eq(W.where(g, "h1"), "reserve")
  eq(W.where(g, "f1"), "reinforcements")
  -- a second HMG would make the Support Points +3: no swap is left, the roll-off comes
  has(g:log(), "Ann rolls 5: DEPLOYMENT roll-off")
  has(g:options(), "choose the Deployment Area North")
  -- option reinforcements=none: no swaps
  g = deployment({ { "Free Marines Leader" }, { "Free Marines Trooper" } }, { { "Venusian Rangers HMG Support" } },
    { options = { reinforcements = "none" } })
  has(g:options(), "choose the Deployment Area North")
end)

test("DEPLOYMENT: Reinforcements in a deck: the units after a line 'reinforcements' wait in the zone reinforcements; a Reinforcement of the other side is refused", function()
  local g = start({ "name: Ann", "1 free_marines_leader", "4 free_marines_trooper", "reinforcements", "1 venusian_rangers_hmg" }, LEGION)
  eq(#g:eval("cv.zone('reserve', 1)"), 5)
  eq(#g:eval("cv.zone('reinforcements', 1)"), 1)
  has(g:options(), "swap Free Marines Trooper [3] for Venusian Rangers HMG Support [7]", "card 1 is the table")
  local _, err = start({ "name: Ann", "1 free_marines_leader", "reinforcements", "1 necromutant_trooper" }, LEGION)
  has(err, "the Reinforcement Necromutant Trooper is of the other side (dark)")
end)

test("DEPLOYMENT: force building (facts sheet): 'Faction assets at most 10% of the points, allies at most 20%'", function()
  local g = start({ "name: Ann", "1 free_marines_leader", "2 free_marines_trooper" },
    { "name: Bob", "1 nepharite_leader", "1 ezoghoul" })
  ok(g, "an Ezoghoul (a faction asset, 3 points) is 10% of 30")
  local _, err = start({ "name: Ann", "1 free_marines_leader" }, { "name: Bob", "1 nepharite_leader", "2 ezoghoul" })
  has(err, "6 points of faction assets, more than 10% of 30")
  _, err = start({ "name: Ann", "1 free_marines_leader" }, { "name: Bob", "1 nepharite_leader", "1 ezoghoul" }, { "points=20" })
  has(err, "3 points of faction assets, more than 10% of 20")
  _, err = start({ "name: Ann", "1 free_marines_leader", "2 venusian_rangers_trooper" }, LEGION)
  has(err, "8 points of allies, more than 20% of 30")
end)

test("UNIT SPECIAL ABILITIES: Advisor: 'may be included in Agents of Light Reinforcements and replaces its normal Designation with Trooper': no ally, no Leader, no Support Points", function()
  -- 20 points: 20% is 4, so a 5-point unit of another faction is an ally too many, unless it is an Agent of Light
  local g = deployment({ { "Free Marines Leader", ref = "l" }, { "Free Marines Trooper", ref = "f" }, { "Free Marines Trooper" }, { "Free Marines Trooper" } },
    { { "Brotherhood Inquisitor", ref = "i" }, { "Mortificator Trooper", ref = "m" } }, { options = { points = "20" } })
  has(g:options(), "swap Free Marines Trooper [2] for Brotherhood Inquisitor [5] (Agents of Light: a Trooper)")
  hasnt(g:options(), "for Mortificator Trooper", "6 points of allies: more than 20% of 20")
  hasnt(g:options(), "swap Free Marines Leader [1] for Brotherhood Inquisitor", "as a Trooper it is no Leader")
  g:choose("swap Free Marines Trooper [2] for Brotherhood Inquisitor [5]")
  eq(g:eval("rules.designation(" .. g:id("i") .. ")"), "Trooper")
  eq(g:eval("rules.designation(" .. g:id("l") .. ")"), "Leader")
end)

test("UNIT SPECIAL ABILITIES: Dark Cult: 'may be included in Servants of Darkness Reinforcements and replaces its normal Designation with Trooper'", function()
  local g = W.game{ phase = "deployment", turn = 1, dice = "12 5",
    ann_reserve = { { "Free Marines Trooper" } },
    bob_reserve = { { "Nepharite Leader", ref = "n" }, { "Necromutant Trooper", ref = "m" }, { "Necromutant Trooper" } },
    bob_reinforcements = { { "Heretic Adept", ref = "h" } } }
  eq(g:seat(), 2, "Ann has no Reinforcements: Bob is asked")
  has(g:options(), "swap Necromutant Trooper [3] for Heretic Adept [5] (Servants of Darkness: a Trooper)")
  hasnt(g:options(), "swap Nepharite Leader [2]", "as a Trooper the Adept would leave the force without a Leader")
  g:choose("swap Necromutant Trooper [3]")
  eq(g:eval("rules.designation(" .. g:id("h") .. ")"), "Trooper")
end)

test("UNIT SPECIAL ABILITIES: Engineered for War: 'This Unit is a member of the Algeroth Faction, but may be included in a Demnogonis, Ilian, Muawijhe, or Semai Faction Force'", function()
  local cards = { test_semai = unit("Test Semai Leader", { faction = "Semai", side = "dark", designation = "Leader", points = 5, support = -1 }),
    test_grunt = unit("Test Grunt", { faction = "Semai", side = "dark" }) }
  local spec = { phase = "deployment", turn = 1, dice = "12 5", cards = cards, options = { points = "20" },
    ann_reserve = { { "Free Marines Trooper" } },
    bob_reserve = { { "Test Semai Leader" }, { "Test Grunt" }, { "Test Grunt" } },
    bob_reinforcements = { { "Pretorian Stalker" } } }
  local g = W.game(spec)
  has(g:options(), "swap Test Grunt [3] for Pretorian Stalker [5]", "5 points of Algeroth in a Semai force: not allies")
  cards.test_semai.faction = "Dark Legion"
  cards.test_grunt.faction = "Dark Legion"
  g = W.game(spec)
  has(g:prompt(), "DEPLOYMENT: you rolled lower", "in a Dark Legion force the Stalker is an ally: 25% of 20, no swap")
  hasnt(g:options(), "swap")
end)
