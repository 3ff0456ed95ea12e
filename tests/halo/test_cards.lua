-- Halo: the game text of the card pool, each test named by the rulebook
-- section whose words the card uses. Positions are
-- tests/halo/positions/ex_card_*.lua.
local H = dofile(ROOT .. "/tests/halo/common.lua")

local function pos(name, opts)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua", options = opts }
end

local function id(g, title, zone, seat) return H.find(g, title, zone or "company", seat or 1) end
local function where(g, c) return g:query("return (cv.where(" .. c .. "))") end
local function wounds(g, c) return H.num(g, "rules.wounds(" .. c .. ")") end

-- ---- Free Peoples: UNSC ------------------------------------------------------------

test("MANEUVER PHASE, Perform maneuver actions: Jacob Keyes exerts to make a UNSC companion strength +1 until the end of the turn", function()
  local g = pos("ex_card_keyes")
  local chief, keyes = id(g, "Master Chief"), id(g, "Jacob Keyes")
  g:choose("use Jacob Keyes")
  g:choose("Master Chief")
  eq(wounds(g, keyes), 1, "Keyes exerted")
  eq(H.num(g, "rules.strength(" .. chief .. ")"), 9, "8 + 1")
  g:choose("pass")
  -- Still +1 in the assignment phase: it lasts for the turn, not the phase.
  eq(g:prompt(), "Assign defenders")
  eq(H.num(g, "rules.strength(" .. chief .. ")"), 9, "after the maneuver phase")
end)

test("Required actions: when Pfc. Logan is killed, a UNSC companion is healed", function()
  local g = pos("ex_card_logan")
  local logan = id(g, "Pfc. Logan", "dead")
  ok(logan > 0, "Logan is killed (4 against 7)")
  -- The heal is caused by Logan's required action, after he left play.
  has(g:log(), "[Pfc. Logan [" .. logan .. "]: killed] Master Chief")
  eq(wounds(g, id(g, "Master Chief")), 0, "Master Chief healed")
end)

test("AIs: Cortana's Company ability exerts her to draw a card", function()
  local g = pos("ex_card_cortana")
  g:choose("use Cortana")
  eq(H.num(g, "#cv.zone('hand', 1)"), 1, "drew the Helljumper")
  eq(wounds(g, id(g, "Cortana", "support")), 1, "Cortana exerted")
end)

test("REGROUP PHASE, Perform regroup actions: Admiral Jeromi exerts to heal a UNSC companion (an ally's ability works away from home)", function()
  local g = pos("ex_card_jeromi")
  g:choose("use Admiral Jeromi")
  eq(wounds(g, id(g, "Master Chief")), 0, "healed")
  eq(wounds(g, id(g, "Admiral Jeromi", "support")), 1, "Jeromi exerted")
end)

test("SKIRMISH PHASE(S), damage +1: discarding the M9 grenade adds a wound to the loser", function()
  local g = pos("ex_card_m9")
  local elite = id(g, "Blue Elite", "shadow", 2)
  g:choose("use Master Chief")          -- 10 against 9
  g:choose("use M9 Fragmentation Grenade")
  eq(where(g, id(g, "M9 Fragmentation Grenade", "discard")), "discard", "the grenade is discarded")
  eq(H.num(g, "cv.value(" .. id(g, "Master Chief") .. ", 'damage')"), 2, "damage +1 +1")
  g:choose("pass")
  -- 1 + 2 wounds: the Blue Elite (vitality 3) is killed.
  eq(where(g, elite), "discard", "the Blue Elite is killed")
end)

test("COSTS AND EFFECTS: Covering Fire exerts a UNSC companion (cost) to wound a minion", function()
  local g = pos("ex_card_covering_fire")
  g:choose("play Covering Fire")
  eq(g:prompt(), "Covering Fire: exert which companion?")
  g:choose("ODST Helljumper")
  eq(wounds(g, id(g, "ODST Helljumper")), 1, "the Helljumper exerted")
  ok(id(g, "Unggoy Grunt", "discard", 2) > 0, "the Grunt is wounded and killed")
  eq(H.num(g, "rules.twilight()"), 1, "the event's cost")
end)

test("SNIPING PHASE, Perform sniping actions: Overwatch exerts a sniper to wound a minion before sniping fire", function()
  local g = pos("ex_card_overwatch")
  g:choose("play Overwatch")           -- Linda is the one sniper: she exerts
  g:choose("Kig-Yar Sniper")
  eq(wounds(g, id(g, "Linda")), 1, "Linda exerted")
  ok(id(g, "Kig-Yar Sniper", "discard", 2) > 0, "the Kig-Yar Sniper is killed")
  -- Sniping fire: no minion sniper is left; Linda's company sniping wound
  -- goes to the Grunt (Bob's only minion), and no minion remains.
  has(g:log(), "sniping totals: minions 0, company 1")
  ok(id(g, "Unggoy Grunt", "discard", 2) > 0, "the Grunt is killed")
  eq(wounds(g, id(g, "Master Chief")), 0, "no sniping wound on the company")
end)

test("ASSIGNMENT PHASE: Stand Fast makes a companion defender +1, taking a second minion", function()
  local g = pos("ex_card_stand_fast")
  local odst = id(g, "ODST Helljumper")
  g:choose("play Stand Fast")
  g:choose("ODST Helljumper")
  g:choose_any("assign ODST Helljumper [" .. odst .. "]")
  has(g:options(), "assign ODST Helljumper [" .. odst .. "]", "defender +1: a second Grunt")
end)

test("Keywords, toil: Combat Medic (cost 2, toil 1) costs 1 after exerting a UNSC companion", function()
  local g = pos("ex_card_combat_medic")
  g:choose("play Combat Medic")
  ok(g:prompt():find("Toil 1"), g:prompt())
  g:choose("exert Jacob Keyes")
  g:choose_any("exert no more")
  eq(H.num(g, "rules.twilight()"), 1, "2 - 1")
  eq(wounds(g, id(g, "Jacob Keyes")), 1, "Keyes exerted for toil")
  g:choose("Master Chief")
  eq(wounds(g, id(g, "Master Chief")), 0, "healed twice")
end)

test("RESPONSE: Evasive Maneuvers exerts another UNSC companion to prevent a wound", function()
  local g = pos("ex_card_evasive")
  eq(g:prompt(), "response action, or pass")
  g:choose("play Evasive Maneuvers")
  eq(wounds(g, id(g, "ODST Helljumper")), 0, "the wound is prevented")
  eq(wounds(g, id(g, "Master Chief")), 1, "Master Chief exerted")
  has(g:log(), "the wound to")
end)

-- ---- Free Peoples: Arbiter and Sentinel ------------------------------------------------

test("Keywords: Rtas 'Vadum exerts to make a SpecOps companion strength +2", function()
  local g = pos("ex_card_specops")
  local elite = id(g, "SpecOps Elite", "company", 2)
  eq(H.num(g, "rules.strength(" .. elite .. ")"), 8, "6 + Plasma Rifle 2")
  g:choose("use Rtas 'Vadum")
  eq(H.num(g, "rules.strength(" .. elite .. ")"), 10, "+2")
  g:choose("pass")
  has(g:log(), "strength 10 (Free Peoples) against 9 (Shadow): the Free Peoples side wins")
end)

test("SKIRMISH PHASE(S), Resolve that skirmish: Active Camouflage cancels a skirmish - no winner, no wounds", function()
  local g = pos("ex_card_camouflage")
  g:choose("use Active Camouflage")
  -- The cancelled skirmish ends at once: nobody is asked to pass.
  has(g:log(), "the skirmish is cancelled: no winner")
  eq(wounds(g, id(g, "The Arbiter", "company", 2)), 0, "the Arbiter unharmed")
end)

test("TIMING WORDS: 343 Guilty Spark exerts to play a Sentinel for free", function()
  local g = pos("ex_card_spark")
  g:choose("use 343 Guilty Spark")
  g:choose_any("Sentinel Escort")
  eq(H.num(g, "rules.twilight()"), 0, "played for free")
  eq(H.num(g, "#rules.companions(1)"), 2, "the Escort joins the company")
  eq(wounds(g, id(g, "343 Guilty Spark", "support")), 1, "Spark exerted")
end)

test("TIMING WORDS: Installation Protocols - play a Sentinel companion (paid) to draw a card", function()
  local g = pos("ex_card_spark")
  g:choose("use Installation Protocols")
  g:choose_any("Sentinel Escort")
  eq(H.num(g, "rules.twilight()"), 2, "the Escort's cost")
  eq(H.num(g, "#rules.companions(1)"), 2, "the Escort joins the company")
  ok(id(g, "ODST Helljumper", "hand") > 0, "and a card is drawn")
  -- One action, one effect: Guilty Spark's free play is still there for
  -- the other Escort, and is a separate action.
  has(g:options(), "use 343 Guilty Spark")
end)

-- ---- Shadow ------------------------------------------------------------------------------

test("Keywords, lurker: a lurker's skirmish is resolved after all the others", function()
  local g = pos("ex_card_lurker")
  -- No choice of skirmish was asked: Johnson's (against the Grunt) came
  -- first and was resolved before Master Chief's against the lurker began.
  local log = table.concat(g:log(), "\n")
  local j = log:find("skirmish: Sgt. Johnson", 1, true)
  local r = log:find("strength 6 (Free Peoples) against 3 (Shadow)", 1, true)
  local m = log:find("skirmish: Master Chief [1] against Flood Carrier Form", 1, true)
  ok(j and r and m and j < r and r < m, "Johnson's skirmish, resolved, then the lurker's")
  eq(g:prompt(), "skirmish action, or pass")
end)

test("Keywords, lurker: a skirmish with a lurker among other minions is still resolved last", function()
  local g = pos("ex_lurker_mixed")
  -- Master Chief faces a lurker and a Grunt: his skirmish waits, and
  -- Johnson's is resolved first without a choice being asked.
  local log = table.concat(g:log(), "\n")
  local j = log:find("skirmish: Sgt. Johnson", 1, true)
  local m = log:find("skirmish: Master Chief [1] against Flood Carrier Form", 1, true)
  ok(j and m and j < m, "Johnson's skirmish, then Master Chief's against the lurker and the Grunt")
  eq(g:prompt(), "skirmish action, or pass")
end)

test("ASSIGNMENT PHASE, Perform assignment actions: Outflanked assigns a Covenant minion one-on-one, not to the Hero", function()
  local g = pos("ex_card_outflanked")
  local odst, grunt = id(g, "ODST Helljumper"), id(g, "Unggoy Grunt", "shadow", 2)
  g:choose("play Outflanked")
  -- The only assignment offered is to the Helljumper, so it is made.
  has(g:log(), "skirmish: ODST Helljumper [" .. odst .. "] against Unggoy Grunt [" .. grunt .. "]")
  hasnt(g:log(), "skirmish: Master Chief")
end)

test("RESPONSE: No Quarter wounds the character a Covenant minion beat", function()
  local g = pos("ex_card_no_quarter")
  local odst = id(g, "ODST Helljumper")
  g:choose("play No Quarter")
  eq(where(g, odst), "dead", "one wound from the skirmish, one from No Quarter")
  eq(H.num(g, "rules.twilight()"), 0, "its cost")
end)

test("MANEUVER PHASE: Covenant Ambush spots a Covenant minion to exert a companion", function()
  local g = pos("ex_card_ambush")
  g:choose("play Covenant Ambush")
  g:choose("ODST Helljumper")
  eq(wounds(g, id(g, "ODST Helljumper")), 1, "exerted")
end)

test("REGROUP PHASE, Perform regroup actions: Infestation spots a Flood minion to wound a companion, never the Hero", function()
  local g = pos("ex_card_infestation")
  g:choose("play Infestation")
  -- Master Chief is the Hero: the Helljumper is the only choice.
  eq(wounds(g, id(g, "ODST Helljumper")), 1, "wounded")
  eq(wounds(g, id(g, "Master Chief")), 0, "the Hero spared")
end)

test("SKIRMISH PHASE(S), Perform skirmish actions: Sesa 'Refumee removes (2) to make himself strength +2", function()
  local g = pos("ex_card_sesa")
  local sesa = id(g, "Sesa 'Refumee", "shadow", 2)
  g:choose("pass") -- Ann
  g:choose("use Sesa 'Refumee")
  eq(H.num(g, "rules.strength(" .. sesa .. ")"), 11, "9 + 2")
  eq(H.num(g, "rules.twilight()"), 0, "2 removed")
end)

test("GAME SETUP PROCEDURE: Fred is a Hero with defender +1; Linda is a sniper", function()
  local g = pos("ex_spore")
  eq(g:query("return cv.def_of('fred').hero and rules.card_def('fred').defender"), "1", "Fred")
  eq(g:query("return rules.has(" .. id(g, "Linda") .. ", 'sniper')"), "true", "Linda")
end)
