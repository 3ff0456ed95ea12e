-- Halo: one test (at least) per rulebook section not covered elsewhere;
-- docs/halo/rules-coverage.md maps every section to its tests.
local H = dofile(ROOT .. "/tests/halo/common.lua")

local function pos(name, opts)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua", options = opts }
end

local function wounds(g, title, zone)
  return H.num(g, "rules.wounds(" .. H.find(g, title, zone or "company", 1) .. ")")
end

test("Timing conflicts: the Free Peoples player orders simultaneous required actions", function()
  local g = pos("sec_company")
  eq(g:seat(), 1)
  ok(g:prompt():find("Order required actions"), "the prompt: " .. g:prompt())
  eq(#g:options(), 2, "two Marine Reinforcements")
  g:choose_any("resolve Marine Reinforcements")
  g:choose("Sergeant Mobuto")        -- the first heals Mobuto
  g:choose("Sergeant Mobuto")        -- the second too
  eq(wounds(g, "Sergeant Mobuto"), 0, "Mobuto healed twice")
end)

test("Healing: up to 5 wounds at a sanctuary at the start of the turn; only wounded characters", function()
  local g = pos("sec_company")
  g:choose_any("resolve Marine Reinforcements")
  g:choose("Sergeant Mobuto")
  g:choose("Sergeant Mobuto")
  -- Sanctuary healing: Mobuto has no wound left, so he is not offered.
  eq(g:prompt(), "Sanctuary: heal a companion?")
  hasnt(g:options(), "Sergeant Mobuto")
  for _ = 1, 3 do g:choose("heal Master Chief") end
  g:choose("heal ODST Helljumper")
  eq(wounds(g, "Master Chief"), 0, "Master Chief")
  eq(wounds(g, "ODST Helljumper"), 0, "the Helljumper")
  -- Reset the twilight pool: the 7 tokens left from the last turn went
  -- before anything else happened in the company phase.
  has(g:log(), "[rule: Company phase] the game's twilight: 7 -> 0")
end)

test("Killed; UNIQUENESS; Healing: a unique companion in the dead pile blocks its title; Perform company actions: discard a unique card to heal", function()
  local g = pos("sec_company")
  g:choose_any("resolve Marine Reinforcements")
  g:choose("Master Chief")
  g:choose("Master Chief")
  g:choose("stop healing")
  hasnt(g:options(), "play Sgt. Johnson", "Sgt. Johnson is in the dead pile")
  has(g:options(), "discard Sergeant Mobuto [")
  g:choose("discard Sergeant Mobuto")
  eq(wounds(g, "Sergeant Mobuto"), 1, "healed by discarding the copy from hand")
end)

test("Exert: an exhausted character cannot exert, so a cost of exertion cannot be paid (Costs)", function()
  local g = pos("sec_skirmish")
  -- Master Chief (3 wounds of 4) is exhausted: his Skirmish ability is not
  -- offered even in his own skirmish. Hold the Line costs no exertion.
  has(g:options(), "play Hold the Line")
  hasnt(g:options(), "use Master Chief")
end)

test("Killed: a minion killed in a skirmish goes to its owner's discard pile", function()
  local g = pos("sec_skirmish")
  g:choose("pass")
  -- Mobuto (5) against the Grunt (3): the Grunt takes a wound and dies.
  has(g:log(), "strength 5 (Free Peoples) against 3 (Shadow): the Free Peoples side wins")
  eq(H.num(g, "#cv.zone('discard', 2)"), 1, "Bob's discard pile")
end)

test("Sniping fire: wounds one at a time, leftovers ignored, a sniping wound can kill", function()
  local g = pos("sec_sniping")
  has(g:log(), "sniping totals: minions 2, company 0")
  g:choose("Sergeant Mobuto") -- the first wound kills him (3 of 3)
  -- The second can go only to Master Chief: it is taken without asking.
  eq(g:query("(cv.where(" .. H.find(g, "Sergeant Mobuto", "dead", 1) .. "))"), "dead", "Mobuto")
  eq(wounds(g, "Master Chief"), 1, "Master Chief")
end)

test("Sniping fire: a condition and a sniping event add to the totals with no sniper in play; the event's +1 lasts for this fire only", function()
  local g = pos("sec_sniping_cards")
  g:choose("play Spotter")
  has(g:log(), "sniping totals: minions 1, company 1")
  eq(H.num(g, "rules.sniping_total('company')"), 0, "the Spotter's +1 is spent")
  eq(H.num(g, "rules.sniping_total('minion')"), 1, "the Sniper Nest's +1 stays while it is in play")
  g:choose("Sgt. Johnson")   -- Ann places the minion sniping wound
  eq(wounds(g, "Sgt. Johnson"), 1, "Johnson")
  g:choose("Unggoy Grunt")   -- Bob places the company sniping wound: it kills the Grunt
  eq(H.num(g, "#cv.zone('discard', 2)"), 1, "the Grunt in Bob's discard pile")
end)

test("REGROUP PHASE OUTLINE; Shadow players reconcile: may discard one, then discard down to the hand limit of 8", function()
  local g = pos("sec_regroup")
  eq(g:prompt(), "Reconcile: you may discard one card")
  eq(g:seat(), 2)
  g:choose("discard Blue Elite")
  g:choose_any("Elite Veteran") -- 9 cards: one more to reach 8
  eq(H.num(g, "#cv.zone('hand', 2)"), 8, "Bob's hand")
end)

test("Free Peoples player chooses; Drawing your last card: stay and reconcile - drawing the last card does not lose; Shadow discards minions", function()
  local g = pos("sec_regroup")
  g:choose("discard nothing")
  g:choose_any("Elite Veteran")
  g:choose_any("Elite Veteran")
  g:choose("stay")
  g:choose("discard nothing") -- Ann reconciles: 2 cards, draws her last card
  eq(H.num(g, "#cv.zone('hand', 1)"), 3, "Ann drew the one card left")
  eq(H.num(g, "#cv.zone('draw', 1)"), 0, "Ann's draw deck is empty")
  ok(not g:over(), "an empty draw deck does not lose")
  eq(H.num(g, "#cv.zone('shadow', 2)"), 0, "Bob's minions are discarded")
  has(g:log(), "turn 2: Bob")
end)

test("Move limit; Free Peoples player chooses: two moves a turn in a two-player game; moving again adds twilight and returns to the Shadow phase", function()
  local g = pos("sec_regroup")
  g:choose("discard nothing")
  g:choose_any("Elite Veteran")
  g:choose_any("Elite Veteran")
  g:choose("move again")
  -- Site 3 (Metropolis, Shadow number 1) comes from Bob: 1 + 1 companion.
  eq(H.num(g, "cv.var(cv.player(1), 'site')"), 3, "Ann's site")
  eq(H.num(g, "rules.twilight()"), 2, "twilight")
  has(g:log(), "Shadow phase begins")
end)

test("Remove from the game; Dead, Discard, and Removed Piles: the minion goes to the removed pile, not the discard pile", function()
  local g = pos("sec_piles")
  g:choose("play Spartan Laser")
  local vet = H.find(g, "Elite Veteran", "removed", 2)
  ok(vet > 0, "the Veteran is in Bob's removed pile")
  eq(H.num(g, "#cv.zone('discard', 2)"), 0, "Bob's discard pile")
  eq(wounds(g, "Master Chief"), 1, "the exertion paid")
end)

test("Stack: stacked cards are inactive and are not in play; a card can bring them back", function()
  local g = pos("sec_piles")
  local htl = H.find(g, "Hold the Line", "stacked", 1)
  eq(g:query("cv.is_in_play(" .. htl .. ")"), "false", "a stacked card is not in play")
  eq(g:query("cv.active(" .. htl .. ")"), "false", "nor active")
  hasnt(g:options(), "Hold the Line", "a stacked event cannot be played")
end)

test("Playing possessions and artifacts; Race; Class: bearer must be, one item of each class", function()
  local g = pos("sec_possessions")
  -- The rifle may go only to the Helljumper: Master Chief already bears a
  -- hand weapon (Class) and the Arbiter is no UNSC Man or Spartan (Race).
  g:choose("play BR55 Battle Rifle")
  local hj = H.find(g, "ODST Helljumper", "company", 1)
  eq(H.num(g, "rules.strength(" .. hj .. ")"), 6, "the Helljumper bears it: 4 + 2")
  eq(H.num(g, "rules.twilight()"), 1, "Twilight Cost: a Free Peoples card adds its cost")
  -- MJOLNIR: bearer must be a Spartan; armor is another class.
  g:choose("play MJOLNIR")
  local chief = H.find(g, "Master Chief", "company", 1)
  eq(H.num(g, "rules.vitality(" .. chief .. ")"), 5, "vitality 4 + 1")
end)

test("EXPANDED TURN SEQUENCE: the phases in order, looping back from regroup; turns pass to the left", function()
  local g = game{ rules = "halo", seed = 1 }
  g:auto(400, 1)
  local order = { Company = 1, Shadow = 2, Maneuver = 3, Sniping = 4, Assignment = 5,
    Engagement = 6, Skirmish = 7, Regroup = 8 }
  local last, turn, seen, seats = 0, 0, 0, {}
  for _, l in ipairs(g:log()) do
    local t, who = l:match("%] turn (%d+): (.+)$")
    if t then turn, last = tonumber(t), 0; seats[turn] = who end
    local p = l:match("%] (%a+) phase begins$")
    if p then
      local i = order[p]
      ok(i, "a known phase: " .. p)
      -- ENGAGEMENT PHASE(S) and SKIRMISH PHASE(S) come one per engagement
      -- and skirmish; the fierce skirmishes follow another assignment phase.
      local again = i == last and (i == 6 or i == 7)
      ok(i > last or (last == 8 and i == 2) or again or (last == 7 and i == 5),
        "turn " .. turn .. ": " .. p .. " after phase " .. last)
      last, seen = i, seen + 1
    end
  end
  ok(seen > 10, "phases were seen")
  ok(seats[3], "the game lasts three turns")
  ok(seats[1] ~= seats[2] and seats[1] == seats[3], "turns alternate between the two players")
end)

test("RESPONSE: after a skirmish is won, the winner's Response is offered; Keywords: none here", function()
  local g = pos("sec_response")
  g:choose("Sgt. Johnson")         -- Ann picks Johnson's skirmish first
  g:choose("pass")                 -- Ann
  -- Johnson (6) beats the Grunt (3): his Response may heal Mobuto.
  g:choose("use Sgt. Johnson")
  eq(wounds(g, "Sergeant Mobuto"), 0, "Mobuto healed by the Response")
end)

test("Modifiers; Resolve that skirmish: a value below zero is zero; a side at zero is overwhelmed by any strength", function()
  local g = pos("sec_response")
  local hj = H.find(g, "ODST Helljumper", "company", 1)
  g:choose("ODST Helljumper")      -- the Helljumper's skirmish first
  -- Ann has no skirmish action here, so Bob holds priority.
  eq(g:seat(), 2)
  g:choose("play Fuel Rod Cannon") -- strength 4 - 5
  has(g:log(), "strength 0 (Free Peoples) against 7 (Shadow): the Shadow side wins, overwhelming")
  eq(g:query("(cv.where(" .. hj .. "))"), "dead", "the Helljumper")
end)

test("SIGNET: a card that counts a signet sees Master Chief's, not Sgt. Johnson's", function()
  local g = pos("sec_response")
  g:choose("Sgt. Johnson")
  hasnt(g:options(), "Chief's Orders", "in Johnson's skirmish")
end)

test("Discard: minions discarded at the end of the turn take the cards they bear with them", function()
  local g = pos("sec_regroup")
  g:choose("discard nothing")
  g:choose_any("Elite Veteran")
  g:choose_any("Elite Veteran")
  g:choose("stay")
  g:choose("discard nothing")
  eq(H.num(g, "#cv.zone('discard', 2)"), 4, "2 reconciled, the Veteran and its Energy Sword")
end)

test("Hand limit and Move limit: both can be changed by cards", function()
  local g = pos("sec_limits")
  g:choose("discard nothing") -- Bob, 8 cards, nothing to draw
  -- Two moves made, but the Uplink's move limit +1 allows a third.
  eq(g:prompt(), "Regroup: move again (2 of 3 moves made) or stay?")
  g:choose("stay")
  g:choose("discard nothing") -- Ann: 1 card, draws to her hand limit of 9
  eq(H.num(g, "#cv.zone('hand', 1)"), 9, "Ann's hand")
end)

test("Moving cards between decks and piles: the card moved is shown to all (logged by name)", function()
  local g = pos("sec_piles")
  g:choose("pass")   -- Ann's skirmish actions
  g:choose("use Forerunner Archive") -- Regroup: take the stacked card back
  has(g:log(), "Hold the Line [")
  has(g:log(), "moves from Ann's stacked to Ann's hand")
end)

test("COMPANY PHASE OUTLINE; Reset the twilight pool: the pool is reset first; twilight added at the start of the phase stays", function()
  local g = pos("sec_company_start")
  eq(H.num(g, "rules.twilight()"), 1, "3 reset to 0, then the Covenant Patrol's (1)")
  has(g:log(), "[Covenant Patrol [7]: phase_start] the game's twilight: 0 -> 1")
end)
