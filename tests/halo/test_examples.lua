-- Halo: the rulebook's worked examples, one test (or more) each, named by
-- the section that gives the example. Positions are tests/halo/positions/ex_*.lua.
local H = dofile(ROOT .. "/tests/halo/common.lua")

local function pos(name, opts)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua", options = opts }
end

-- The id of the first card titled 'title' in zone (name, seat), or -1.
local function id(g, title, zone, seat) return H.find(g, title, zone or "company", seat or 1) end

local function where(g, c) return g:query("return (cv.where(" .. c .. "))") end

-- ---- GAME SETUP PROCEDURE ----------------------------------------------------

local function setup(deck)
  return game{ rules = "halo", seed = 1, options = { "first_player=1", "deck_rules=casual" },
    decks = { "tests/halo/decks/" .. deck, "tests/halo/decks/veterans.deck" } }
end

test("GAME SETUP PROCEDURE, Starting company: Master Chief (4) and Jacob Keyes (2) make 6, nothing more", function()
  local g = setup("ex_chief_keyes.deck")
  eq(g:prompt(), "Starting company (total cost 4 of 6): add a companion?")
  has(g:options(), "start with Jacob Keyes")
  g:choose("start with Jacob Keyes")
  -- 6 of 6: not even a Helljumper (cost 1) fits; the set-up goes on alone.
  eq(H.num(g, "#cv.zone('company', 1)"), 2, "Master Chief and Jacob Keyes")
  has(g:log(), "Jacob Keyes [2] moves from Ann's draw to Ann's company")
  eq(H.num(g, "rules.twilight()"), 0, "no twilight for the starting company")
  eq(H.num(g, "#cv.zone('hand', 1)"), 3, "Ann draws the rest of her small deck")
end)

test("GAME SETUP PROCEDURE, Starting company: Fred (3) as Hero with Jacob Keyes leaves one twilight", function()
  local g = setup("ex_fred_keyes.deck")
  eq(g:query("return cv.def(cv.var(cv.player(1), 'hero')).title"), "Fred", "Fred is the Hero")
  eq(g:prompt(), "Starting company (total cost 3 of 6): add a companion?")
  hasnt(g:options(), "Master Chief", "Master Chief (4) does not fit beside Fred")
  g:choose("start with Jacob Keyes")
  eq(g:prompt(), "Starting company (total cost 5 of 6): add a companion?")
  -- One twilight left: a Helljumper (1) fits, Mobuto (2) does not.
  has(g:options(), "start with ODST Helljumper")
  hasnt(g:options(), "Sergeant Mobuto")
  g:choose("start with ODST Helljumper")
  eq(H.num(g, "#cv.zone('company', 1)"), 3, "Fred, Keyes and a Helljumper")
end)

-- ---- COMPANY PHASE ------------------------------------------------------------

test("COMPANY PHASE, Playing companions: Pfc. Logan and two Helljumpers dead - at most 7 in the company", function()
  local g = pos("ex_company_limit")
  eq(H.num(g, "rules.company_count(1)"), 9, "6 in the company + 3 in the dead pile")
  hasnt(g:options(), "play Pfc. Logan", "a unique companion in the dead pile")
  g:choose_any("play ODST Helljumper")
  eq(H.num(g, "#rules.companions(1)"), 7, "seven in the company")
  eq(H.num(g, "rules.company_count(1)"), 10, "ten with the dead pile")
  -- The eighth is refused: the Helljumper left in hand cannot be played.
  hasnt(g:options(), "play ODST Helljumper")
  local left = id(g, "ODST Helljumper", "hand")
  eq(g:query("rules.can_play_card(" .. left .. ", 1)"), "false", "can_play refuses the 8th")
end)

-- ---- SHADOW PHASE(S): roaming ----------------------------------------------------

test("SHADOW PHASE(S), Playing Shadow cards: a Blue Elite roams at site 3 (+2), survives and follows to site 4, where it does not roam", function()
  local g = pos("ex_roaming")
  has(g:options(), "(twilight -6, roaming +2)", "at site 3, cost 4 + 2")
  g:choose_any("play Blue Elite")
  local elite = id(g, "Blue Elite", "shadow", 2)
  eq(H.num(g, "rules.twilight()"), 0, "6 - 6")
  has(g:log(), "is roaming: 2 more twilight")
  eq(H.num(g, "rules.roaming(" .. elite .. ")"), 2, "roaming at site 3")
  -- Master Chief defends and does not exert: 8 against 9, the Elite wins.
  g:choose_any("assign Master Chief")
  g:choose("pass")
  eq(where(g, elite), "shadow", "the Blue Elite survives")
  g:choose("discard nothing") -- Bob reconciles
  -- Ann moves on to site 4; the Elite is still in play there.
  g:choose("move again")
  eq(H.num(g, "cv.var(cv.player(1), 'site')"), 4, "the company is at site 4")
  eq(where(g, elite), "shadow", "the Blue Elite follows the company")
  eq(H.num(g, "rules.roaming(" .. elite .. ")"), 0, "no longer roaming at site 4")
  -- Another Blue Elite played at site 4 pays no penalty either.
  eq(g:seat(), 2, "Bob's second Shadow phase")
  has(g:options(), "play Blue Elite")
  hasnt(g:options(), "roaming")
  has(g:options(), "(twilight -4)")
end)

-- ---- ASSIGNMENT / FIERCE SKIRMISHES -------------------------------------------------

test("FIERCE SKIRMISHES: Johnson beats Zuka 'Zamamee; the fierce skirmish may take another companion", function()
  local g = pos("ex_fierce")
  local johnson, chief = id(g, "Sgt. Johnson"), id(g, "Master Chief")
  local zuka = id(g, "Zuka 'Zamamee", "shadow", 2)
  g:choose("assign Sgt. Johnson")
  -- 8 (6 + BR55) against 7: Johnson wins, 'Zamamee takes one wound.
  has(g:log(), "strength 8 (Free Peoples) against 7 (Shadow): the Free Peoples side wins")
  eq(H.num(g, "rules.wounds(" .. zuka .. ")"), 1, "one wound on 'Zamamee")
  -- The fierce assignment: Johnson again, or a different companion.
  eq(g:prompt(), "Assign defenders")
  has(g:options(), "assign Sgt. Johnson [" .. johnson .. "] to Zuka 'Zamamee")
  has(g:options(), "assign Master Chief [" .. chief .. "] to Zuka 'Zamamee")
  g:choose("assign Master Chief")
  g:choose("pass") -- Master Chief need not exert: 8 against 7
  -- Damage +1: two wounds, the third kills 'Zamamee.
  eq(where(g, zuka), "discard", "'Zamamee is killed in the fierce skirmish")
  eq(H.num(g, "rules.wounds(" .. johnson .. ")"), 0, "Johnson unharmed")
end)

test("FIERCE SKIRMISHES: the fierce skirmish may be Sergeant Johnson again", function()
  local g = pos("ex_fierce")
  local zuka = id(g, "Zuka 'Zamamee", "shadow", 2)
  g:choose("assign Sgt. Johnson")
  g:choose("assign Sgt. Johnson")
  eq(H.num(g, "rules.wounds(" .. zuka .. ")"), 2, "a second wound from a second skirmish")
end)

test("FIERCE SKIRMISHES: in the fierce assignment only fierce minions are assigned, even by an assignment action", function()
  local g = pos("ex_fierce_outflanked")
  local vet = id(g, "Elite Veteran", "shadow", 2)
  g:choose("ODST Helljumper")  -- the Veteran's skirmish first: it wins and survives
  g:choose("pass")             -- Johnson's response, after he beats 'Zamamee
  eq(g:query("cv.is_in_play(" .. vet .. ")"), "true", "the Elite Veteran survived")
  g:choose("play Outflanked")  -- an assignment action in the fierce round
  eq(g:prompt(), "Outflanked: which assignment?")
  hasnt(g:options(), "Elite Veteran")
  has(g:options(), "assign Zuka 'Zamamee")
end)

-- ---- UNIQUENESS -----------------------------------------------------------------------

test("UNIQUENESS, Non-unique cards; CONDITION: two copies of the condition Crazed on one companion make strength -2", function()
  local g = pos("ex_crazed")
  local chief = id(g, "Master Chief")
  g:choose_any("play Crazed")
  -- Crazed plays on a companion: not on Bob's Grunt.
  eq(g:prompt(), "Play Crazed [3] on which character?")
  hasnt(g:options(), "Unggoy Grunt")
  has(g:options(), "Sgt. Johnson")
  g:choose("Master Chief")
  eq(H.num(g, "rules.strength(" .. chief .. ")"), 7, "one Crazed: 8 - 1")
  g:choose_any("play Crazed")
  g:choose("Master Chief")
  eq(H.num(g, "#rules.borne(" .. chief .. ")"), 2, "both borne by Master Chief")
  eq(H.num(g, "rules.strength(" .. chief .. ")"), 6, "two Crazed: 8 - 2")
  eq(H.num(g, "rules.strength(" .. id(g, "Sgt. Johnson") .. ")"), 6, "Johnson unaffected")
end)

test("UNIQUENESS, Unique cards: each player may have one Cortana in play, not two", function()
  local g = pos("ex_cortana")
  -- Ann's Cortana does not stop Bob from playing his.
  has(g:options(), "play Cortana")
  g:choose_any("play Cortana")
  eq(H.num(g, "#cv.zone('support', 2)"), 1, "Bob's Cortana")
  eq(H.num(g, "#cv.zone('support', 1)"), 1, "Ann's Cortana stays")
  -- Bob's second copy is refused.
  hasnt(g:options(), "play Cortana")
  local second = id(g, "Cortana", "hand", 2)
  eq(g:query("rules.can_play_card(" .. second .. ", 2)"), "false", "the second Cortana")
end)

-- ---- Class -------------------------------------------------------------------------------

test("COMPANY PHASE, Class: Master Chief bears several M9 grenades (no class) but only one armor", function()
  local g = pos("ex_grenades")
  local chief = id(g, "Master Chief")
  for _ = 1, 3 do g:choose_any("play M9 Fragmentation Grenade") end
  eq(H.num(g, "#rules.borne(" .. chief .. ")"), 3, "three grenades")
  g:choose_any("play M52B Body Armor")
  eq(H.num(g, "#rules.borne(" .. chief .. ")"), 4, "three grenades and an armor")
  eq(H.num(g, "rules.vitality(" .. chief .. ")"), 5, "vitality 4 + 1")
  -- The second armor has no bearer: Master Chief already bears an armor.
  hasnt(g:options(), "play M52B Body Armor")
  eq(g:query("rules.can_play_card(" .. id(g, "M52B Body Armor", "hand") .. ", 1)"), "false")
end)

-- ---- COSTS AND EFFECTS: a choice of effects -------------------------------------------------

test("COSTS AND EFFECTS, Effects: a killed Flood Spore with no other minion must remove (2)", function()
  local g = pos("ex_spore")
  local spore = id(g, "Flood Spore", "discard", 2)
  ok(spore > 0, "Linda's sniping wound killed the Spore")
  has(g:log(), "Bob chooses: remove (2)")
  eq(H.num(g, "rules.twilight()"), 3, "5 - 2")
end)

test("COSTS AND EFFECTS, Effects: with another minion and 5 twilight, Flood Spore offers both", function()
  local g = pos("ex_spore_grunt")
  g:choose("Flood Spore")
  eq(g:prompt(), "Flood Spore: remove (2) or wound another minion?")
  has(g:options(), "remove (2)")
  has(g:options(), "wound another minion")
  g:choose("wound another minion")
  eq(id(g, "Unggoy Grunt", "discard", 2) > 0, true, "the Grunt (vitality 1) is killed")
  eq(H.num(g, "rules.twilight()"), 5, "no twilight removed")
end)

test("COSTS AND EFFECTS, Effects: with 1 twilight Flood Spore must wound the other minion", function()
  local g = pos("ex_spore_grunt_low")
  g:choose("Flood Spore")
  -- remove (2) cannot be fully performed: the wound is the only choice.
  has(g:log(), "Bob chooses: wound another minion")
  ok(id(g, "Unggoy Grunt", "discard", 2) > 0, "the Grunt is killed")
  eq(H.num(g, "rules.twilight()"), 1, "the pool is untouched")
end)

test("COSTS AND EFFECTS, Effects: when neither choice can be fully performed, either may be chosen", function()
  local g = pos("ex_spore_low")
  has(g:options(), "remove (2)")
  has(g:options(), "wound another minion")
  g:choose("remove (2)")
  eq(H.num(g, "rules.twilight()"), 0, "as much as can be removed")
end)

-- ---- Spot ------------------------------------------------------------------------------------

test("Spot; Playing cards from your draw deck: Containment Protocols Violated - with 3 Shadow cultures besides Flood, spot 0 to 3", function()
  local g = pos("ex_containment")
  g:choose("play Containment Protocols Violated")
  eq(g:prompt(), "Containment Protocols Violated: spot how many Shadow cultures?")
  local o = g:options()
  eq(#o, 4, "0, 1, 2 or 3")
  eq(o[1], "0") eq(o[4], "3")
  g:choose("2")
  -- Two Flood minions from the draw deck or the discard pile; not the Veteran.
  hasnt(g:options(), "Elite Veteran")
  has(g:options(), "Flood Spore")
  g:choose("Flood Combat Form")
  g:choose("Flood Spore")
  eq(H.num(g, "#cv.zone('shadow', 2)"), 6, "four minions + two")
  eq(H.num(g, "rules.twilight()"), 16, "20 - 3 (Combat Form) - 1 (Spore)")
  eq(id(g, "Flood Carrier Form", "draw", 2) > 0, true, "the third stays in the draw deck")
  has(g:log(), "Bob's draw is shuffled")
end)

test("Spot: Containment Protocols Violated - spotting none plays nothing", function()
  local g = pos("ex_containment")
  g:choose("play Containment Protocols Violated")
  g:choose("0")
  eq(H.num(g, "#cv.zone('shadow', 2)"), 4, "no minion played")
end)

test("Spot: Coolant Pond - while a Flood minion can be spotted, the sniping phase is skipped", function()
  local g = pos("ex_coolant")
  has(g:log(), "Coolant Pond [")
  has(g:log(), "the sniping phase is skipped")
  eq(g:prompt(), "Assign defenders")
  eq(H.num(g, "rules.wounds(" .. id(g, "Master Chief") .. ")"), 0, "no sniping wound")
end)

test("Spot: Coolant Pond - with no Flood minion, sniping fire happens", function()
  local g = pos("ex_coolant_no_flood")
  hasnt(g:log(), "the sniping phase is skipped")
  has(g:log(), "sniping totals: minions 1, company 0")
  eq(H.num(g, "rules.wounds(" .. id(g, "Master Chief") .. ")"), 1, "the Kig-Yar Sniper's wound")
end)

-- ---- ALLIES -------------------------------------------------------------------------------------

test("ALLIES: Admiral Jeromi may be assigned to a skirmish at his home site 6", function()
  local g = pos("ex_jeromi_home")
  has(g:options(), "assign Admiral Jeromi")
  g:choose("assign Admiral Jeromi")
  -- 6 against 7: Jeromi loses and takes the wound, not Master Chief.
  eq(H.num(g, "rules.wounds(" .. id(g, "Admiral Jeromi", "support") .. ")"), 1, "Jeromi fought")
  eq(H.num(g, "rules.wounds(" .. id(g, "Master Chief") .. ")"), 0, "Master Chief did not")
end)

test("ALLIES: away from his home (site 5) Admiral Jeromi may not skirmish", function()
  local g = pos("ex_jeromi_away")
  hasnt(g:options(), "Admiral Jeromi")
  has(g:options(), "assign Master Chief")
end)

test("AIs: Cortana does not skirmish even at her home site 1", function()
  local g = pos("ex_cortana_home")
  hasnt(g:options(), "Cortana")
  hasnt(g:options(), "Admiral Jeromi", "not Jeromi's home either")
end)

-- ---- multiplayer -----------------------------------------------------------------------------------

local D = "cards/halo/decks/"

test("PLAYING THE GAME: a 3-player game of the default decks plays to a winner", function()
  for _, seed in ipairs({ 1, 4, 9 }) do
    local g = game{ rules = "halo", seed = seed, options = { "deck_rules=tournament" },
      decks = { D .. "unsc.deck", D .. "covenant.deck", D .. "flood.deck" } }
    local n = g:auto(5000, seed)
    ok(g:over(), "seed " .. seed .. ": over after " .. n .. " decisions")
    ok(g:result():find(" wins: "), "seed " .. seed .. ": a winner: " .. tostring(g:result()))
  end
end)

test("PLAYING THE GAME: a 4-player game of the default decks plays to a winner", function()
  for _, seed in ipairs({ 1, 3, 4 }) do
    local g = game{ rules = "halo", seed = seed, options = { "deck_rules=tournament" },
      decks = { D .. "unsc.deck", D .. "covenant.deck", D .. "flood.deck", D .. "sentinel.deck" } }
    local n = g:auto(5000, seed)
    ok(g:over(), "seed " .. seed .. ": over after " .. n .. " decisions")
    ok(g:result():find(" wins: "), "seed " .. seed .. ": a winner: " .. tostring(g:result()))
  end
end)

test("BUILDING YOUR DECK: the four default decks are tournament-legal and play 2-player games to a winner", function()
  for _, pair in ipairs({ { "unsc", "covenant" }, { "flood", "sentinel" }, { "sentinel", "unsc" } }) do
    for seed = 1, 3 do
      local g = game{ rules = "halo", seed = seed, options = { "deck_rules=tournament" },
        decks = { D .. pair[1] .. ".deck", D .. pair[2] .. ".deck" } }
      g:auto(5000, seed)
      ok(g:over() and g:result():find(" wins: "), pair[1] .. "/" .. pair[2] .. " seed " .. seed ..
        ": " .. tostring(g:result()))
    end
  end
end)
