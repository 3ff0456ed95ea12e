-- Halo: an audit of the rules about characters and ships (VITALITY: Killed,
-- Exert, Armor), the company action that discards a unique card, the ends
-- of a skirmish (SKIRMISH PHASE(S): Resolve that skirmish) and the Shadow
-- players' reconciling (REGROUP PHASE). Positions are
-- tests/halo/positions/audit_chr_*.lua.
local H = dofile(ROOT .. "/tests/halo/common.lua")

local function pos(name, opts)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua", options = opts }
end

local function id(g, title, zone, seat) return H.find(g, title, zone or "company", seat or 1) end
local function where(g, c) return g:query("(cv.where(" .. c .. "))") end
local function wounds(g, c) return H.num(g, "rules.wounds(" .. c .. ")") end
local function damage(g, c) return H.num(g, "cv.pool(" .. c .. ", 'damage')") end

-- ---- VITALITY -------------------------------------------------------------------

test("Exert: a wound placed by exerting cannot be prevented - Evasive Maneuvers is not offered when Covenant Ambush exerts", function()
  local g = pos("audit_chr_exert")
  local chief, odst = id(g, "Master Chief"), id(g, "ODST Helljumper")
  g:choose("play Covenant Ambush")
  g:choose("ODST Helljumper")
  -- Evasive Maneuvers answers "about to take a wound" (and Master Chief
  -- could exert for it): an exertion is no such wound, so Ann is not asked.
  hasnt(g:options(), "Evasive Maneuvers")
  eq(g:prompt(), "Assign defenders", "the game went on to the assignment phase")
  eq(wounds(g, odst), 1, "the Helljumper's exertion stands")
  eq(wounds(g, chief), 0, "Master Chief did not exert to prevent it")
  ok(id(g, "Evasive Maneuvers", "hand") > 0, "Evasive Maneuvers is still in Ann's hand")
  hasnt(g:log(), "the wound to")
end)

test("Killed; Dead, Discard, and Removed Piles: a companion or ally discarded (to heal, a company action) goes to the discard pile, not the dead pile", function()
  local g = pos("audit_chr_discard")
  local mobuto, jeromi = id(g, "Sergeant Mobuto"), id(g, "Admiral Jeromi", "support")
  local mobuto2, jeromi2 = id(g, "Sergeant Mobuto", "hand"), id(g, "Admiral Jeromi", "hand")
  g:choose("discard Sergeant Mobuto")
  g:choose("discard Admiral Jeromi")
  eq(where(g, mobuto2), "discard", "the discarded companion")
  eq(where(g, jeromi2), "discard", "the discarded ally")
  eq(H.num(g, "#cv.zone('dead', 1)"), 0, "Ann's dead pile stays empty")
  eq(H.num(g, "#cv.zone('discard', 1)"), 2, "Ann's discard pile")
  eq(wounds(g, mobuto), 1, "Mobuto healed: 2 -> 1")
  eq(wounds(g, jeromi), 0, "Jeromi healed: 1 -> 0")
  eq(H.num(g, "rules.twilight()"), 0, "discarding to heal adds no twilight")
end)

test("Armor: you may not damage your own exhausted ship (one damage from destruction); repaired, it may be damaged again", function()
  local g = pos("audit_chr_ships")
  local autumn, pelican = id(g, "Pillar of Autumn", "support"), id(g, "Pelican Dropship", "support")
  -- Checked through the library: no card in cards/halo damages its own
  -- ship as a cost yet (rules.damage_own refuses when this is false).
  eq(g:query("rules.can_damage_own(" .. autumn .. ")"), "false", "the Autumn at 4 damage of armor 5")
  eq(g:query("rules.can_damage_own(" .. pelican .. ")"), "false", "the Pelican at 1 damage of armor 2")
  g:choose("discard Pillar of Autumn")
  eq(damage(g, autumn), 3, "the Autumn repaired once")
  eq(g:query("rules.can_damage_own(" .. autumn .. ")"), "true", "the Autumn at 3 damage of armor 5")
  eq(g:query("rules.can_damage_own(" .. pelican .. ")"), "false", "the Pelican is still exhausted")
end)

-- ---- COMPANY PHASE ----------------------------------------------------------------

test("Perform company actions: discard a unique ship from hand to repair the ship of that title; a non-unique ship cannot be", function()
  local g = pos("audit_chr_ships")
  local autumn, pelican = id(g, "Pillar of Autumn", "support"), id(g, "Pelican Dropship", "support")
  local autumn2 = id(g, "Pillar of Autumn", "hand")
  has(g:options(), "discard Pillar of Autumn [" .. autumn2 .. "] to repair Pillar of Autumn [" .. autumn .. "]")
  hasnt(g:options(), "discard Pelican Dropship", "the Pelican is not unique")
  hasnt(g:options(), "play Pillar of Autumn", "a unique ship already in play")
  g:choose("discard Pillar of Autumn")
  eq(damage(g, autumn), 3, "the Autumn: 4 -> 3 damage")
  eq(damage(g, pelican), 1, "the Pelican is not repaired")
  eq(where(g, autumn2), "discard", "the copy from hand is discarded")
  eq(H.num(g, "rules.twilight()"), 0, "no twilight added")
  hasnt(g:options(), "to repair", "no second unique copy in hand")
end)

-- ---- SKIRMISH PHASE(S): Resolve that skirmish ---------------------------------------

test("SKIRMISH PHASE(S), Resolve that skirmish: every minion removed during the skirmish - it resolves with the Shadow side at zero strength", function()
  local g = pos("audit_chr_zero")
  local chief, vet = id(g, "Master Chief"), id(g, "Elite Veteran", "shadow", 2)
  g:choose("play Spartan Laser") -- Master Chief exerts; the Veteran leaves
  eq(where(g, vet), "removed", "the Veteran is removed from the game")
  g:choose("pass") -- Ann; Bob cannot play Fuel Rod Cannon without a Covenant minion
  -- Master Chief: 8 - 3 (three Crazed) = 5 against nothing.
  has(g:log(), "strength 5 (Free Peoples) against 0 (Shadow): the Free Peoples side wins")
  eq(wounds(g, chief), 1, "Master Chief: only the exertion")
  hasnt(g:log(), "the skirmish is cancelled")
  has(g:log(), "Regroup phase begins")
end)

test("SKIRMISH PHASE(S), Resolve that skirmish: both sides at zero strength - the Shadow side wins without overwhelming", function()
  local g = pos("audit_chr_zero")
  local chief = id(g, "Master Chief")
  g:choose("pass")                  -- Ann
  g:choose("play Fuel Rod Cannon")  -- Bob: Master Chief 5 - 5 = 0
  g:choose("play Spartan Laser")    -- Ann: the Veteran leaves, the Shadow side is empty
  g:choose("pass")                  -- Ann; Bob has nothing left
  has(g:log(), "strength 0 (Free Peoples) against 0 (Shadow): the Shadow side wins")
  hasnt(g:log(), "overwhelming")
  hasnt(g:log(), "is overwhelmed")
  eq(where(g, chief), "company", "Master Chief is not overwhelmed")
  eq(wounds(g, chief), 2, "the exertion and one wound for losing")
  ok(not g:over(), "the Hero survives")
end)

test("SKIRMISH PHASE(S), Resolve that skirmish: a skirmish whose minions were all removed before it began does not occur", function()
  local g = pos("audit_chr_before")
  local odst = id(g, "ODST Helljumper")
  local grunt = id(g, "Unggoy Grunt", "shadow", 2)
  g:choose("Master Chief") -- Ann resolves Master Chief's skirmish first
  g:choose("pass")
  -- Master Chief overwhelms the Flood Spore; killed, it must wound another
  -- minion (the pool is empty): the Grunt, vitality 1, dies before its
  -- skirmish against the Helljumper begins.
  has(g:log(), "Bob chooses: wound another minion")
  eq(where(g, grunt), "discard", "the Grunt is killed")
  has(g:log(), "skirmish: Master Chief [")
  hasnt(g:log(), "skirmish: ODST Helljumper [")
  eq(wounds(g, odst), 0, "the Helljumper never skirmished")
  local n = 0
  for _, l in ipairs(g:log()) do if l:find("(Free Peoples) against", 1, true) then n = n + 1 end end
  eq(n, 1, "one skirmish resolved")
  eq(g:prompt(), "Regroup: move again (0 of 2 moves made) or stay?")
end)

-- ---- REGROUP PHASE ----------------------------------------------------------------

test("REGROUP PHASE, Shadow players reconcile: with fewer than 8 cards, discard one, then draw up to the hand limit of 8", function()
  local g = pos("audit_chr_reconcile")
  eq(g:seat(), 2, "Bob reconciles first")
  eq(g:prompt(), "Reconcile: you may discard one card")
  local blue = id(g, "Blue Elite", "hand", 2)
  g:choose("discard Blue Elite")
  -- 3 - 1 = 2 cards: Bob draws 6.
  eq(H.num(g, "#cv.zone('hand', 2)"), 8, "Bob's hand")
  eq(H.num(g, "#cv.zone('draw', 2)"), 4, "Bob's draw deck: 10 - 6")
  eq(where(g, blue), "discard", "the card discarded first")
  has(g:log(), "Blue Elite [" .. blue .. "] moves from Bob's hand to Bob's discard")
  eq(g:seat(), 1, "then the Free Peoples player chooses")
  eq(H.num(g, "#cv.zone('hand', 1)"), 1, "Ann has not reconciled yet")
end)
