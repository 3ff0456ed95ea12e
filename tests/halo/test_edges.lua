-- Halo: edges, written from the rulebook text (issue 13): a limit reached
-- exactly, a card leaving mid-effect, a tie, the cancelled action. Each
-- test is named by the rulebook section it checks and quotes or
-- paraphrases its sentence. Positions are tests/halo/positions/edge_*.lua.
local H = dofile(ROOT .. "/tests/halo/common.lua")

local function pos(name, opts)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua", options = opts }
end

local function wounds(g, c) return H.num(g, "rules.wounds(" .. c .. ")") end
local function where(g, c) return g:query("return (cv.where(" .. c .. "))") end
local function count(g, zone, seat) return H.num(g, "#cv.zone('" .. zone .. "', " .. seat .. ")") end

test("Playing companions: the tenth companion may be played, an eleventh not; a flipped ship crewman in the dead pile does not count", function()
  -- "You may not have more than ten total companions in play and in your
  -- dead pile"; "Any characters that are flipped upside-down in the dead
  -- pile also do not count towards the company limit."
  local g = pos("edge_company_limit")
  eq(H.num(g, "rules.company_count(1)"), 9, "nine in play, the flipped one not counted")
  g:choose_any("play ODST Helljumper")
  eq(H.num(g, "#rules.companions(1)"), 10, "ten in the company")
  hasnt(g:options(), "play ODST Helljumper")
  eq(H.find(g, "ODST Helljumper", "hand", 1) > 0, true, "the second stays in hand")
end)

test("Perform skirmish actions: a skirmish action lasts only for its skirmish - Hold the Line's +2 on Mobuto is gone in the next skirmish", function()
  -- "Each skirmish action lasts only for the duration of a single skirmish."
  local g = pos("edge_skirmish_duration")
  local mobuto = H.find(g, "Sergeant Mobuto", "company", 1)
  g:choose("Sergeant Mobuto")
  g:choose("play Hold the Line") -- nobody has more to do: the skirmish resolves
  has(g:log(), "strength 7 (Free Peoples) against 3 (Shadow)")
  -- Master Chief's skirmish, the next phase: Ann may exert him or pass.
  has(g:options(), "use Master Chief")
  eq(H.num(g, "rules.strength(" .. mobuto .. ")"), 5, "back to 5")
end)

test("Resolve that skirmish: at exactly double strength the losers are overwhelmed; one short of double they take a wound", function()
  -- "If the total strength of one side is at least double the total
  -- strength of the other side, all the characters on the losing side are
  -- overwhelmed (regardless of how many wounds or how much vitality each
  -- has)."
  local g = pos("edge_double")
  local mobuto = H.find(g, "Sergeant Mobuto", "company", 1)
  local keyes = H.find(g, "Jacob Keyes", "company", 1)
  g:choose("Sergeant Mobuto")
  has(g:log(), "strength 5 (Free Peoples) against 10 (Shadow): the Shadow side wins, overwhelming")
  eq(where(g, mobuto), "dead", "Mobuto (vitality 3, unwounded) is overwhelmed")
  -- Keyes' skirmish follows without a choice: 9 against 5 is not double.
  has(g:log(), "strength 5 (Free Peoples) against 9 (Shadow): the Shadow side wins")
  eq(wounds(g, keyes), 1, "one wound")
  eq(where(g, keyes), "company", "Keyes survives")
end)

test("Shadow players reconcile: with exactly the hand limit and nothing discarded, nothing is drawn or discarded", function()
  -- "He or she may first discard one card from his or her hand. Next, if he
  -- has less than eight cards ... must draw cards until he has eight."
  local g = pos("edge_reconcile_exact")
  eq(g:seat(), 2)
  eq(g:prompt(), "Reconcile: you may discard one card")
  g:choose("discard nothing")
  eq(count(g, "hand", 2), 8, "eight in hand")
  eq(count(g, "draw", 2), 2, "nothing drawn")
  eq(count(g, "discard", 2), 0, "nothing discarded")
end)

test("Shadow players reconcile: with exactly the hand limit, discarding one draws one back", function()
  local g = pos("edge_reconcile_exact")
  g:choose_any("discard Unggoy Grunt")
  eq(count(g, "hand", 2), 8, "seven, then one drawn")
  eq(count(g, "draw", 2), 1, "one drawn")
  eq(count(g, "discard", 2), 1, "the one discarded")
end)

test("Playing allies: an ally may be played away from his home, beside another ally - no limit on allies", function()
  -- "An ally may be played during any of your company phases (you do not
  -- have to wait until your company is at the ally's home). There is no
  -- limit to the number of allies you may have in play."
  local g = pos("edge_ally_away")
  g:choose("play Admiral Jeromi")
  local jeromi = H.find(g, "Admiral Jeromi", "support", 1)
  ok(jeromi > 0, "Jeromi in the support area at site 2")
  eq(count(g, "support", 1), 2, "two allies")
  eq(H.num(g, "#rules.companions(1)"), 1, "an ally is no companion")
end)

test("Remove from the game: a removed Flood minion is not in the discard pile - Containment Protocols Violated cannot play it", function()
  -- "These cards may not be spotted or referenced by text that refers to
  -- the dead or discard piles."
  local g = pos("edge_removed_pile")
  local combat = H.find(g, "Flood Combat Form", "removed", 2)
  g:choose("play Containment Protocols Violated")
  g:choose("1") -- spot one culture: Covenant
  -- Only the Carrier Form in the discard pile can be played: taken unasked.
  ok(H.find(g, "Flood Carrier Form", "shadow", 2) > 0, "the Carrier Form is in play")
  eq(where(g, combat), "removed", "the removed Combat Form stays removed")
end)

test("Free Peoples cards; Shadow cards: in his turn a player plays Free Peoples cards, his opponent Shadow cards - neither the other side's", function()
  -- "When you take your turn, you play and use your Free Peoples cards";
  -- "When another player takes his or her turn, you play and use your
  -- Shadow cards to hinder that player."
  local g = pos("edge_sides")
  eq(g:seat(), 1)
  has(g:options(), "play Tactical Data Uplink")
  hasnt(g:options(), "play Unggoy Grunt")
  g:choose("play Tactical Data Uplink")
  eq(g:seat(), 2, "Bob's Shadow phase")
  has(g:options(), "play Crazed")
  hasnt(g:options(), "play ODST Helljumper")
end)

test("Playing conditions; CONDITION: a Free Peoples condition plays to the support area, a Shadow condition on a companion, and both stay", function()
  -- "Play Free Peoples conditions either under a character ... or to your
  -- support area"; "A condition ... stays in play until something discards
  -- it. Sometimes conditions are played on characters".
  local g = pos("edge_sides")
  local chief = H.find(g, "Master Chief", "company", 1)
  g:choose("play Tactical Data Uplink")
  local uplink = H.find(g, "Tactical Data Uplink", "support", 1)
  ok(uplink > 0, "the Uplink in Ann's support area")
  eq(H.num(g, "rules.hand_limit(1)"), 9, "its hand limit +1 applies")
  g:choose("play Crazed") -- Master Chief is the only companion: borne unasked
  local crazed = H.find(g, "Crazed", "company", 1)
  eq(H.num(g, "cv.link(" .. crazed .. ", 'bearer')"), chief, "Crazed borne by Master Chief")
  eq(H.num(g, "rules.strength(" .. chief .. ")"), 7, "8 - 1")
  -- Bob has nothing more; no minion: the turn goes to regroup, both stay.
  g:choose("discard nothing") -- Bob reconciles
  eq(g:prompt(), "Regroup: move again (1 of 3 moves made) or stay?", "the Uplink's move limit +1 too")
  eq(where(g, uplink), "support", "the Uplink stays")
  eq(where(g, crazed), "company", "Crazed stays")
end)

test("Perform engagement actions: an engagement action lasts only for its engagement - Broadside's damage +1 on the Autumn is gone in the next", function()
  -- "Each engagement action lasts only for the duration of a single
  -- engagement."
  local g = pos("edge_engagement_duration")
  local autumn = H.find(g, "Pillar of Autumn", "support", 1)
  g:choose("Pillar of Autumn")
  g:choose("play Broadside") -- the Autumn is the only UNSC ship in this engagement
  -- Nobody has more to do: 13 against 6 overwhelms the Seraph; the +1 expires.
  has(g:log(), "Pillar of Autumn [" .. autumn .. "]: damage +1 until the end of the engagement")
  has(g:log(), "1 modifier until the end of the engagement expires")
  has(g:log(), "engagement: Pelican Dropship")
  eq(H.num(g, "cv.value(" .. autumn .. ", 'damage')"), 0, "gone after it")
end)
