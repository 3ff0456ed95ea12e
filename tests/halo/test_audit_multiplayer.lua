-- Halo: multiplayer rules audit (three and four players). Positions are in
-- positions/audit_mp_*. Seats run clockwise: in Ann's turn (seat 1) of a
-- three-player game Carl (seat 3) sits to her right and acts first, then
-- Bob (seat 2).
local H = dofile(ROOT .. "/tests/halo/common.lua")

local function pos(name, opts)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua",
    options = opts }
end

-- The ids of the cards titled 'title' in zone (name, seat), in zone order.
local function ids(g, title, zone, seat)
  local s = g:query(string.format(
    "local out = {} for _, c in ipairs(cv.zone(%q, %d)) do if cv.def(c).title == %q then out[#out + 1] = c end end return table.concat(out, ',')",
    zone, seat, title))
  local out = {}
  for n in s:gmatch("%d+") do out[#out + 1] = tonumber(n) end
  return out
end

-- "zone seat" of card c ("shadow 2", "dead 1", "hand 3").
local function where(g, c)
  return g:query("local z, s = cv.where(" .. c .. ") return z .. ' ' .. tostring(s)")
end

local function has_line(g, text)
  for _, l in ipairs(g:log()) do if l:find(text, 1, true) then return true end end
  return false
end

-- Index of the first log line containing 'text' (nil when none).
local function line_of(g, text)
  for i, l in ipairs(g:log()) do if l:find(text, 1, true) then return i end end
  return nil
end

test("Playing Shadow cards: a Shadow possession may not be played on another Shadow player's minion", function()
  local g = pos("audit_mp_bearer")
  local vet = H.find(g, "Elite Veteran", "shadow", 3)
  local heretic = H.find(g, "Heretic Elite", "shadow", 3)
  local carls_sword = H.find(g, "Energy Sword", "hand", 3)
  local bobs_sword = H.find(g, "Energy Sword", "hand", 2)
  -- Carl's Shadow phase: his sword may go on either of his own Elites.
  eq(g:seat(), 3, "Carl (to Ann's right) acts first")
  g:choose("play Energy Sword")
  eq(g:seat(), 3, "Carl chooses the bearer")
  has(g:options(), "Elite Veteran [" .. vet .. "]")
  has(g:options(), "Heretic Elite [" .. heretic .. "]")
  g:choose("Elite Veteran")
  eq(H.num(g, "cv.link(" .. carls_sword .. ", 'bearer')"), vet, "Carl's sword on Carl's Elite Veteran")
  -- Bob's Shadow phase: his only minion is a Grunt; Carl's Elites (the
  -- Heretic Elite still has no hand weapon) may not bear Bob's sword.
  eq(g:seat(), 2, "Bob's Shadow phase")
  has(g:options(), "play Blue Elite")
  hasnt(g:options(), "play Energy Sword")
  g:choose("play Blue Elite")
  -- With an Elite of his own, Bob may play the sword, and only on it: the
  -- single legal bearer is taken without asking.
  local blue = H.find(g, "Blue Elite", "shadow", 2)
  has(g:options(), "play Energy Sword [" .. bobs_sword .. "]")
  g:choose("play Energy Sword")
  eq(H.num(g, "cv.link(" .. bobs_sword .. ", 'bearer')"), blue, "Bob's sword on Bob's Blue Elite")
  eq(H.num(g, "#cv.linked('bearer', " .. heretic .. ")"), 0, "Carl's Heretic Elite bears nothing")
  eq(H.num(g, "rules.strength(" .. heretic .. ")"), 7, "Carl's Heretic Elite: printed strength")
  eq(H.num(g, "rules.strength(" .. blue .. ")"), 11, "Bob's Blue Elite: 9 + 2")
  eq(H.num(g, "rules.twilight()"), 0, "6 - 1 (Carl) - 4 - 1 (Bob)")
end)

test("Playing Shadow cards: toil may exert another Shadow player's minion to pay for your Shadow card", function()
  -- "You may exert another player's minion to pay a cost for your Shadow
  -- card": Bob's Brute Chieftain (6, Covenant, toil 2) with 4 twilight and
  -- no minion of his own is paid by exerting Carl's Covenant Elite Veteran.
  local g = pos("audit_mp_toil")
  local vet = H.find(g, "Elite Veteran", "shadow", 3)
  local heretic = H.find(g, "Heretic Elite", "shadow", 3)
  eq(g:seat(), 2, "Carl has nothing to play: Bob's Shadow phase")
  has(g:options(), "play Brute Chieftain")
  g:choose("play Brute Chieftain")
  eq(g:seat(), 2, "Bob chooses whom to exert")
  has(g:options(), "exert Elite Veteran [" .. vet .. "]")
  hasnt(g:options(), "Heretic Elite") -- not of the Chieftain's culture
  hasnt(g:options(), "Master Chief")  -- a companion is no Shadow character
  g:choose("exert Elite Veteran")
  eq(H.num(g, "rules.wounds(" .. vet .. ")"), 1, "Carl's Elite Veteran exerted")
  eq(H.num(g, "rules.wounds(" .. heretic .. ")"), 0, "Carl's Heretic Elite untouched")
  eq(H.num(g, "rules.twilight()"), 0, "6 - 2 paid from 4")
  ok(H.find(g, "Brute Chieftain", "shadow", 2) > 0, "the Chieftain is Bob's, in play")
end)

test("Playing Shadow cards: all Shadow players pay from one twilight pool; the second uses what the first left", function()
  local g = pos("audit_mp_pool")
  eq(g:seat(), 3, "Carl's Shadow phase first")
  eq(H.num(g, "rules.twilight()"), 5, "the pool before Carl")
  g:choose("play Elite Veteran")
  eq(H.num(g, "rules.twilight()"), 3, "Carl removed 2")
  -- Carl has nothing more: Bob's Shadow phase, with the 3 Carl left. Zuka
  -- 'Zamamee (4) was payable from the 5 before Carl played, not now.
  eq(g:seat(), 2, "Bob's Shadow phase")
  ok(line_of(g, "Bob's Shadow actions") > line_of(g, "Carl's Shadow actions"), "Bob after Carl")
  hasnt(g:options(), "play Zuka 'Zamamee")
  has(g:options(), "play Elite Veteran")
  g:choose("play Elite Veteran")
  eq(H.num(g, "rules.twilight()"), 1, "3 - 2")
  eq(#ids(g, "Elite Veteran", "shadow", 2), 1, "Bob's Veteran in play")
  eq(#ids(g, "Elite Veteran", "shadow", 3), 1, "Carl's Veteran in play")
  eq(#ids(g, "Zuka 'Zamamee", "hand", 2), 1, "'Zamamee stays in Bob's hand")
end)

test("MANEUVER PHASE OUTLINE; Perform maneuver actions: passing does not prevent a player from acting later in the same phase", function()
  local g = pos("audit_mp_maneuver")
  local chief = H.find(g, "Master Chief", "company", 1)
  local keyes = H.find(g, "Jacob Keyes", "company", 1)
  -- The Free Peoples player first, then counter-clockwise: Carl, Bob.
  eq(g:seat(), 1, "Ann has the first opportunity")
  g:choose("pass")
  eq(g:seat(), 3, "then Carl, on Ann's right")
  g:choose("pass")
  eq(g:seat(), 2, "then Bob")
  g:choose("play Covenant Ambush")
  g:choose("Master Chief")
  eq(H.num(g, "rules.wounds(" .. chief .. ")"), 1, "Bob's Ambush exerted Master Chief")
  -- Ann and Carl passed before, but Bob acted: both may still act.
  eq(g:seat(), 1, "Ann again")
  g:choose("use Jacob Keyes")
  g:choose("Master Chief")
  eq(H.num(g, "rules.wounds(" .. keyes .. ")"), 1, "Keyes exerted")
  eq(H.num(g, "rules.strength(" .. chief .. ")"), 9, "Master Chief 8 + 1")
  eq(g:seat(), 3, "Carl again")
  g:choose("play Covenant Ambush")
  g:choose("Jacob Keyes")
  eq(H.num(g, "rules.wounds(" .. keyes .. ")"), 2, "Carl's Ambush exerted Keyes")
  eq(H.num(g, "rules.twilight()"), 0, "two Ambushes paid 1 each")
  eq(H.num(g, "#cv.zone('hand', 3)"), 0, "Carl played his Ambush")
  -- Nobody can act any more: everyone passes in a row and the phase ends.
  has(g:log(), "Sniping phase begins")
end)

test("SNIPING PHASE OUTLINE; Sniping fire: one minion sniping total for all Shadow players; the Free Peoples player chooses the Shadow player who assigns the company's", function()
  local g = pos("audit_mp_sniping")
  local chief = H.find(g, "Master Chief", "company", 1)
  local linda = H.find(g, "Linda", "company", 1)
  has(g:log(), "sniping totals: minions 2, company 1")
  -- Ann assigns the two minion sniping wounds, one at a time.
  eq(g:seat(), 1, "Ann assigns the minion sniping wounds")
  g:choose("Master Chief")
  eq(g:seat(), 1, "the second wound")
  g:choose("Linda")
  eq(H.num(g, "rules.wounds(" .. chief .. ")"), 1, "Master Chief")
  eq(H.num(g, "rules.wounds(" .. linda .. ")"), 1, "Linda")
  -- Ann chooses which Shadow player assigns Linda's wound.
  eq(g:seat(), 1, "Ann chooses the Shadow player")
  has(g:options(), "Bob")
  has(g:options(), "Carl")
  g:choose("Bob")
  eq(g:seat(), 2, "Bob assigns the company sniping wound")
  local bob_vet = H.find(g, "Elite Veteran", "shadow", 2)
  local carl_vet = H.find(g, "Elite Veteran", "shadow", 3)
  local carl_sniper = H.find(g, "Kig-Yar Sniper", "shadow", 3)
  has(g:options(), "Elite Veteran [" .. bob_vet .. "]")
  hasnt(g:options(), "Elite Veteran [" .. carl_vet .. "]")
  hasnt(g:options(), "Kig-Yar Sniper [" .. carl_sniper .. "]")
  g:choose("Elite Veteran")
  eq(H.num(g, "rules.wounds(" .. bob_vet .. ")"), 1, "Bob's Veteran")
  eq(H.num(g, "rules.wounds(" .. carl_vet .. ") + rules.wounds(" .. carl_sniper .. ")"), 0,
    "Carl's minions untouched")
  has(g:log(), "Assignment phase begins")
end)

test("Assign defenders: leftover minions are assigned by the Shadow players counter-clockwise from the Free Peoples player's right", function()
  -- Bob's turn, four players: Ann (seat 1) is on his right, then Dee (4),
  -- then Carl (3).
  local g = pos("audit_mp_leftovers")
  local arbiter = H.find(g, "The Arbiter", "company", 2)
  local specops = H.find(g, "SpecOps Elite", "company", 2)
  local ann_g = H.find(g, "Unggoy Grunt", "shadow", 1)
  local dee_g = H.find(g, "Unggoy Grunt", "shadow", 4)
  local carl_g = H.find(g, "Unggoy Grunt", "shadow", 3)
  eq(g:seat(), 2, "Bob assigns defenders first")
  g:choose("done assigning")
  eq(g:seat(), 1, "Ann, on Bob's right, assigns first")
  ok(g:prompt():find("Unggoy Grunt [" .. ann_g .. "]", 1, true), "Ann assigns her own Grunt")
  g:choose("The Arbiter")
  eq(g:seat(), 4, "then Dee")
  ok(g:prompt():find("Unggoy Grunt [" .. dee_g .. "]", 1, true), "Dee assigns her own Grunt")
  g:choose("SpecOps Elite")
  eq(g:seat(), 3, "then Carl")
  ok(g:prompt():find("Unggoy Grunt [" .. carl_g .. "]", 1, true), "Carl assigns his own Grunt")
  g:choose("The Arbiter") -- even though the Arbiter is already assigned
  eq(H.num(g, "cv.link(" .. ann_g .. ", 'assigned')"), arbiter, "Ann's Grunt on the Arbiter")
  eq(H.num(g, "cv.link(" .. dee_g .. ", 'assigned')"), specops, "Dee's Grunt on the SpecOps Elite")
  eq(H.num(g, "cv.link(" .. carl_g .. ", 'assigned')"), arbiter, "Carl's Grunt on the Arbiter")
  local a, d, c = line_of(g, "Unggoy Grunt [" .. ann_g .. "]: assigned"),
    line_of(g, "Unggoy Grunt [" .. dee_g .. "]: assigned"), line_of(g, "Unggoy Grunt [" .. carl_g .. "]: assigned")
  ok(a and d and c and a < d and d < c, "the log: Ann, Dee, Carl")
end)

test("RESPONSE: a player may respond more than once to the same trigger; responses follow the action procedure", function()
  -- Bob's Elite Veteran beats Sergeant Mobuto (7 against 5): one wound.
  -- Then Bob and Carl may respond with No Quarter, Ann (nothing to play)
  -- first, then Carl, then Bob.
  local g = pos("audit_mp_respond_twice")
  local mobuto = H.find(g, "Sergeant Mobuto", "company", 1)
  eq(H.num(g, "rules.wounds(" .. mobuto .. ")"), 1, "the skirmish wound")
  eq(g:seat(), 3, "Carl responds first (Ann's right)")
  g:choose("pass")
  eq(g:seat(), 2, "then Bob")
  g:choose_any("play No Quarter")
  eq(H.num(g, "rules.wounds(" .. mobuto .. ")"), 2, "the first No Quarter")
  -- Bob acted: priority goes round again; Carl, who passed, is asked again.
  eq(g:seat(), 3, "Carl may still respond")
  has(g:options(), "play No Quarter")
  g:choose("pass")
  eq(g:seat(), 2, "Bob responds to the same win again")
  g:choose_any("play No Quarter")
  eq(where(g, mobuto), "dead 1", "the second No Quarter kills Mobuto (3 wounds, vitality 3)")
  eq(H.num(g, "#cv.zone('discard', 2)"), 2, "both No Quarters played")
  eq(#ids(g, "No Quarter", "hand", 3), 1, "Carl kept his")
  eq(H.num(g, "rules.twilight()"), 1, "3 - 1 - 1")
  has(g:log(), "Regroup phase begins")
end)

test("Unique cards: a Shadow player may not play a unique minion while a copy is in play and active, his own or another's", function()
  local g = pos("audit_mp_unique")
  -- Carl: Bob's Elite Zealot is in play and active (Bob is a Shadow player).
  eq(g:seat(), 3, "Carl's Shadow phase")
  hasnt(g:options(), "play Elite Zealot")
  has(g:options(), "play Elite Veteran")
  g:choose("play Elite Veteran")
  -- Bob: his own Zealot is in play; 10 twilight would pay for another.
  eq(g:seat(), 2, "Bob's Shadow phase")
  eq(H.num(g, "rules.twilight()"), 10, "enough for a Zealot")
  hasnt(g:options(), "play Elite Zealot")
  has(g:options(), "play Elite Veteran")
  g:choose("play Elite Veteran")
  eq(#ids(g, "Elite Zealot", "shadow", 2), 1, "one Zealot in play")
  eq(#ids(g, "Elite Zealot", "shadow", 3), 0, "none for Carl")
  eq(#ids(g, "Elite Zealot", "hand", 2) + #ids(g, "Elite Zealot", "hand", 3), 2, "both copies still in hand")
end)

test("ACTIVE CARD: a Shadow player may play a unique Shadow card the Free Peoples player already has in play, which is not active", function()
  local g = pos("audit_mp_unique_fp")
  local anns = H.find(g, "Elite Zealot", "shadow", 1)
  eq(g:query("cv.active(" .. anns .. ")"), "false", "Ann's Zealot is inactive in her own turn")
  has(g:options(), "play Elite Zealot")
  g:choose("play Elite Zealot")
  local bobs = H.find(g, "Elite Zealot", "shadow", 2)
  ok(bobs > 0, "Bob's Zealot is in play")
  eq(g:query("cv.active(" .. bobs .. ")"), "true", "Bob's copy is the active one")
  eq(H.num(g, "rules.twilight()"), 1, "6 - 5")
  -- Ann's Zealot takes no part: only Bob's minion may be assigned.
  g:choose("pass") -- Bob's Grunt stays in hand
  hasnt(g:options(), "Elite Zealot [" .. anns .. "]")
  has(g:options(), "Elite Zealot [" .. bobs .. "]")
end)

test("ACTIVE CARD: cards borne by inactive cards are inactive; the Free Peoples player's own Shadow cards are inactive in his turn", function()
  local g = pos("audit_mp_inactive")
  local chief = H.find(g, "Master Chief", "company", 1)
  local arbiter = H.find(g, "The Arbiter", "company", 2)
  local bobs_crazed = H.find(g, "Crazed", "company", 1)
  local on_arbiter = ids(g, "Crazed", "company", 2)
  eq(#on_arbiter, 2, "two Crazed on the Arbiter")
  -- Bob's Crazed on Ann's (active) Master Chief is active: strength -1.
  eq(g:query("cv.active(" .. bobs_crazed .. ")"), "true", "Bob's Crazed on Master Chief")
  eq(H.num(g, "rules.strength(" .. chief .. ")"), 7, "Master Chief 8 - 1")
  -- Carl's and Ann's Crazed on Bob's Arbiter: borne by an inactive card.
  for _, c in ipairs(on_arbiter) do
    eq(g:query("cv.active(" .. c .. ")"), "false", "Crazed [" .. c .. "] on the Arbiter")
  end
  eq(H.num(g, "rules.strength(" .. arbiter .. ")"), 7, "the Arbiter: no Crazed counts")
  -- Ann's own Shadow cards in her support area are inactive in her turn;
  -- Bob's are active.
  local ann_armada = H.find(g, "Covenant Armada", "support", 1)
  local bob_armada = H.find(g, "Covenant Armada", "support", 2)
  eq(g:query("cv.active(" .. ann_armada .. ")"), "false", "Ann's Covenant Armada")
  eq(g:query("cv.active(" .. bob_armada .. ")"), "true", "Bob's Covenant Armada")
  eq(H.num(g, "rules.weapons(" .. H.find(g, "Seraph", "support", 1) .. ")"), 6, "Ann's Seraph: no bonus")
  eq(H.num(g, "rules.weapons(" .. H.find(g, "Seraph", "support", 2) .. ")"), 7, "Bob's Seraph: 6 + 1")
end)
