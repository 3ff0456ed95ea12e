-- Halo: rules audited by class (issue 13). Each test is named by the
-- rulebook section it checks and quotes or paraphrases its sentence:
-- inactive cards take no part; toil counts characters; a cancelled
-- skirmish ends at once; effects do as much as they can; rules read
-- modified values; a response window stops offering what no longer
-- applies; one phase per engagement and per skirmish. Positions are
-- tests/halo/positions/cls_*.lua.
local H = dofile(ROOT .. "/tests/halo/common.lua")

local function pos(name, opts)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua", options = opts }
end

local function wounds(g, c) return H.num(g, "rules.wounds(" .. c .. ")") end
local function where(g, c) return g:query("return (cv.where(" .. c .. "))") end

-- How many log lines contain 'text'.
local function count_lines(g, text)
  local n = 0
  for _, l in ipairs(g:log()) do if l:find(text, 1, true) then n = n + 1 end end
  return n
end

-- Index of the first log line containing 'text' after line 'from' (nil: none).
local function line_of(g, text, from)
  for i, l in ipairs(g:log()) do
    if i > (from or 0) and l:find(text, 1, true) then return i end
  end
  return nil
end

-- ---- ACTIVE CARD: inactive cards take no part --------------------------------------------

test("ACTIVE CARD: the inactive copy of a unique minion is not defended against, not assigned, adds no strength and is not fierce", function()
  -- "Inactive cards are not affected by the game and do not affect the
  -- game"; of two copies, "the active copy is the one belonging to the
  -- player closest to the right of the Free Peoples player" (Carl).
  local g = pos("cls_unique_minion")
  local chief = H.find(g, "Master Chief", "company", 1)
  local bobs = H.find(g, "Elite Zealot", "shadow", 2)
  local carls = H.find(g, "Elite Zealot", "shadow", 3)
  eq(g:query("cv.active(" .. bobs .. ")"), "false", "Bob's copy is inactive")
  eq(g:prompt(), "Assign defenders")
  has(g:options(), "to Elite Zealot [" .. carls .. "]")
  hasnt(g:options(), "to Elite Zealot [" .. bobs .. "]")
  eq(g:query("#rules.minions()"), "1", "one minion takes part")
  g:choose("assign Master Chief [" .. chief .. "] to Elite Zealot [" .. carls .. "]")
  -- Nothing is left to assign: Bob is not asked to assign his inactive copy.
  hasnt(g:log(), "Elite Zealot [" .. bobs .. "]: assigned")
  g:choose("pass") -- Master Chief does not exert
  has(g:log(), "strength 8 (Free Peoples) against 10 (Shadow)")
  -- FIERCE SKIRMISHES: only the active Zealot is defended against again.
  eq(g:prompt(), "Assign defenders")
  has(g:options(), "to Elite Zealot [" .. carls .. "]")
  hasnt(g:options(), "to Elite Zealot [" .. bobs .. "]")
end)

test("ACTIVE CARD: a Shadow possession may not be played on the inactive copy of a unique minion", function()
  -- "Inactive cards are not affected by the game": Bob's own Elite Zealot
  -- is the inactive copy, so his Energy Sword (bearer must be an Elite)
  -- has no bearer.
  local g = pos("cls_inactive_bearer")
  eq(g:seat(), 2, "Carl has nothing to play: Bob's Shadow phase")
  has(g:options(), "play Unggoy Grunt")
  hasnt(g:options(), "play Energy Sword")
end)

test("ACTIVE CARD, Sniping fire: the chosen Shadow player assigns company sniping wounds to his active minions only", function()
  -- "that Shadow player assigns company sniping fire wounds to his or her
  -- minions": Bob's inactive Zealot is not affected by the game.
  local g = pos("cls_inactive_sniped")
  local bobs = H.find(g, "Elite Zealot", "shadow", 2)
  local grunt = H.find(g, "Unggoy Grunt", "shadow", 2)
  has(g:log(), "sniping totals: minions 0, company 1")
  g:choose("Bob")
  -- The Grunt is Bob's only active minion: the wound goes there unasked.
  eq(where(g, grunt), "discard", "the Grunt (vitality 1) is killed")
  eq(wounds(g, bobs), 0, "the inactive Zealot is untouched")
end)

test("ACTIVE CARD, Resolve that skirmish: an inactive minion left assigned adds no strength - 8 against 10, not 20", function()
  -- "do not affect the game": the Shadow side's total counts Carl's active
  -- Zealot only, so Master Chief is wounded, not overwhelmed.
  local g = pos("cls_inactive_assigned")
  local chief = H.find(g, "Master Chief", "company", 1)
  local bobs = H.find(g, "Elite Zealot", "shadow", 2)
  g:choose("pass") -- Master Chief does not exert
  has(g:log(), "strength 8 (Free Peoples) against 10 (Shadow): the Shadow side wins")
  hasnt(g:log(), "overwhelming")
  eq(wounds(g, chief), 1, "one wound")
  eq(wounds(g, bobs), 0, "Bob's inactive Zealot")
end)

-- ---- Toil X: per character, each once -----------------------------------------------------

test("Toil X: each character of the culture is exerted once - Bob's one Elite Zealot pays 2 of the Chieftain's 6, not 4", function()
  -- README (gaps): "for each character of the card's culture that you exert
  -- when playing the card, its twilight cost is -X".
  local g = pos("cls_toil_shadow")
  local zealot = H.find(g, "Elite Zealot", "shadow", 2)
  g:choose("play Brute Chieftain")
  g:choose("exert Elite Zealot")
  hasnt(g:options(), "exert Elite Zealot") -- not a second time for the same card
  eq(wounds(g, zealot), 1, "the Zealot exerted once")
  eq(H.num(g, "rules.twilight()"), 0, "6 - 2 = 4 paid from the 4 in the pool")
  ok(H.find(g, "Brute Chieftain", "shadow", 2) > 0, "the Chieftain is in play")
end)

test("Toil X; Paying costs: on a Free Peoples card too - Master Chief exerts once for Combat Medic (2, toil 1), which adds 1", function()
  local g = pos("cls_toil_fp")
  local chief = H.find(g, "Master Chief", "company", 1)
  g:choose("play Combat Medic")
  g:choose("exert Master Chief")
  hasnt(g:options(), "exert Master Chief")
  eq(H.num(g, "rules.twilight()"), 1, "2 - 1 added")
  -- The Medic heals twice: the wound he had and the one toil placed.
  eq(wounds(g, chief), 0, "Master Chief healed twice")
end)

-- ---- SKIRMISH PHASE(S): a cancelled skirmish ends at once ---------------------------------

test("SKIRMISH PHASE(S), Resolve that skirmish: a cancelled skirmish ends immediately - no more skirmish actions, no winner", function()
  -- "If a skirmish is canceled, it ends immediately with no winner or loser."
  local g = pos("cls_cancel_skirmish")
  local arbiter = H.find(g, "The Arbiter", "company", 1)
  eq(g:seat(), 1)
  g:choose("use Active Camouflage")
  has(g:log(), "the skirmish is cancelled: no winner")
  -- Bob was not offered his Plasma Grenade in the cancelled skirmish.
  eq(H.find(g, "Plasma Grenade", "hand", 2) > 0, true, "the Grenade stays in Bob's hand")
  eq(H.num(g, "rules.twilight()"), 1, "Bob spent nothing")
  eq(wounds(g, arbiter), 0, "no loser: the Arbiter unwounded")
  has(g:log(), "Regroup phase begins")
end)

-- ---- COSTS AND EFFECTS: as much as you can --------------------------------------------------

test("COSTS AND EFFECTS, Effects: exert a companion twice when it can exert once - one exertion, the rest ignored", function()
  -- "If the effect of a card ... requires you to perform an action and you
  -- cannot, you must perform as much as you can and ignore the rest."
  local g = pos("cls_exert_twice")
  local mobuto = H.find(g, "Sergeant Mobuto", "company", 1)
  g:choose("play Flood Swarm") -- Mobuto is the only companion able to exert
  eq(wounds(g, mobuto), 2, "exerted once: now exhausted (2 of 3)")
  eq(where(g, mobuto), "company", "alive")
  eq(H.num(g, "rules.twilight()"), 0, "Flood Swarm paid")
end)

-- ---- Reading modified values -------------------------------------------------------------

test("SHADOW PHASE(S), Playing Shadow cards: roaming compares the minion's modified site number - a Blue Elite at site 2 with site number -2 does not roam", function()
  -- "if the minion is played to a site that has a lower site number, that
  -- minion is roaming": the site number as modified (Drop Pod Assault -2).
  local g = pos("cls_roaming_modified")
  local blue = H.find(g, "Blue Elite", "hand", 2)
  eq(H.num(g, "cv.value(" .. blue .. ", 'site')"), 2, "4 - 2")
  has(g:options(), "play Blue Elite [" .. blue .. "] (twilight -4)")
  g:choose("play Blue Elite")
  eq(H.num(g, "rules.twilight()"), 0, "4, no roaming penalty")
  hasnt(g:log(), "is roaming")
end)

test("COMPANY PHASE, Moving your company: the twilight added is the Shadow number as modified - Outskirts (2) +1 with Covenant Blockade", function()
  -- "add tokens to the twilight pool equal to the Shadow number on the site
  -- you moved to", read as every rule reads a value: modified.
  local g = pos("cls_blockade_move")
  has(g:log(), "twilight +3 (Shadow number) +1 (companions)")
  eq(H.num(g, "rules.twilight()"), 4, "3 + 1")
end)

-- ---- RESPONSE: a window stops offering what no longer applies -------------------------------

test("RESPONSE: a wound already prevented is not offered a second prevention", function()
  -- A response answers "the situation described in its game text"; once
  -- the wound is prevented no companion "is about to take a wound".
  local g = pos("cls_prevent_twice")
  local mobuto = H.find(g, "Sergeant Mobuto", "company", 1)
  local keyes = H.find(g, "Jacob Keyes", "company", 1)
  g:choose("play Infestation")
  g:choose("Sergeant Mobuto")
  eq(g:seat(), 1, "Ann may respond")
  g:choose_any("play Evasive Maneuvers")
  g:choose("Jacob Keyes")
  has(g:log(), "the wound to")
  hasnt(g:options(), "play Evasive Maneuvers")
  eq(wounds(g, mobuto), 0, "the wound was prevented")
  eq(wounds(g, keyes), 1, "Keyes exerted once")
  eq(H.find(g, "Evasive Maneuvers", "hand", 1) > 0, true, "the second Evasive Maneuvers stays in hand")
  eq(H.num(g, "rules.twilight()"), 1, "0 after Infestation, +1 for one Evasive Maneuvers")
end)

test("RESPONSE: an action already cancelled is not offered a second cancellation - Bob is not asked after Carl's Counter-Intelligence", function()
  -- "When this happens, that other action does not have its effect": once
  -- Hold the Line is cancelled nothing is left for Bob's copy to cancel.
  local g = pos("cls_cancel_twice")
  g:choose("play Hold the Line")
  eq(g:seat(), 3, "Carl, to Ann's right, responds first")
  g:choose("play Counter-Intelligence")
  has(g:log(), " is cancelled")
  hasnt(g:options(), "play Counter-Intelligence")
  eq(H.find(g, "Counter-Intelligence", "hand", 2) > 0, true, "Bob keeps his")
  eq(H.num(g, "rules.twilight()"), 1, "one Counter-Intelligence paid")
end)

-- ---- ENGAGEMENT PHASE(S) and SKIRMISH PHASE(S): one phase each --------------------------------

test("ENGAGEMENT PHASE(S), ENGAGEMENT PHASE OUTLINE: each defending ship fights in a separate engagement phase, each with its start and end", function()
  -- "each defending ship will fight in a separate engagement phase".
  local g = pos("ships_two_engagements")
  g:choose("Pelican Dropship")
  g:choose("pass") -- Ann keeps her MAC Round
  g:choose("pass")
  eq(count_lines(g, "Engagement phase begins"), 2, "two engagement phases")
  local p1 = line_of(g, "Engagement phase begins")
  local e1 = line_of(g, "engagement: Pelican Dropship", p1)
  local p2 = line_of(g, "Engagement phase begins", e1)
  local e2 = line_of(g, "engagement: Pillar of Autumn", p2)
  ok(p1 and e1 and p2 and e2, "each engagement in its own phase, the Pelican's first")
end)

test("SKIRMISH PHASE(S), SKIRMISH PHASE OUTLINE: each defending companion fights in a separate skirmish phase, each with its start and end", function()
  -- "Each defending companion will fight in a separate skirmish phase."
  local g = pos("cls_two_skirmishes")
  eq(g:prompt(), "Choose the next skirmish")
  g:choose("Sergeant Mobuto")  -- 5 against 3: the Grunt dies
  g:choose("pass")             -- Master Chief's skirmish: he does not exert
  eq(count_lines(g, "Skirmish phase begins"), 2, "two skirmish phases")
  local p1 = line_of(g, "Skirmish phase begins")
  local s1 = line_of(g, "skirmish: Sergeant Mobuto", p1)
  local p2 = line_of(g, "Skirmish phase begins", s1)
  local s2 = line_of(g, "skirmish: Master Chief", p2)
  ok(p1 and s1 and p2 and s2, "each skirmish in its own phase, Mobuto's first")
end)

test("FIERCE SKIRMISHES: the fierce round is another assignment phase, then a skirmish phase for the fierce skirmish", function()
  -- "Players complete another assignment phase ... and then complete an
  -- additional skirmish phase for each fierce skirmish."
  local g = pos("ex_fierce")
  g:choose("assign Sgt. Johnson")
  eq(g:prompt(), "Assign defenders")
  eq(count_lines(g, "Assignment phase begins"), 2, "the fierce assignment is a phase of its own")
  g:choose("assign Master Chief")
  g:choose("pass")
  eq(count_lines(g, "Skirmish phase begins"), 2, "the normal and the fierce skirmish")
  ok(line_of(g, "Regroup phase begins", line_of(g, "Skirmish phase begins", line_of(g, "Assignment phase begins", 1))),
    "regroup after the fierce skirmish")
end)
