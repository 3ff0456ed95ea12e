-- Card tests for the third batch of the Halo pool: the cards no other test
-- named (sites with no game text beyond Sanctuary, a sniper ally and a
-- sniper minion). A site's printed data is what the rules read: its Shadow
-- number when the company moves there, Sanctuary at the start of a turn
-- there, its arrow when the company leaves it in a game of three or more,
-- and site 9 for winning. Set up by positions
-- (tests/halo/positions/card_pool3_*.lua).

local function pos(name)
  return game{ rules = "halo", position = "tests/halo/positions/card_pool3_" .. name .. ".lua" }
end

local function wounds(g, name)
  return g:eval("cv.pool(" .. g:id(name) .. ", 'wounds')")
end

local function where(g, name)
  return g:eval("cv.where(" .. g:id(name) .. ")")
end

local function twilight(g) return g:eval("rules.twilight()") end

-- The site numbered n on the adventure path, and whose adventure deck it
-- came from: "Oracle from Bob".
local function placed(g, n)
  return g:eval("(function() for _, s in ipairs(cv.zone('path')) do if cv.def(s).site == " .. n ..
    " then return cv.def(s).title .. ' from ' .. cv.player_name(cv.owner(s)) end end end)()")
end

-- ---- Shadow numbers: moving to the site --------------------------------

test("COMPANY PHASE, Moving your company: moving to The Storm (site 4, Shadow number 3) with two companions adds (3) + (2)", function()
  local g = pos("tsavo")
  g:choose("heal Sergeant Mobuto")
  g:choose("heal Sergeant Mobuto")
  -- Ann has no company action: the company moves; Bob has no minion.
  eq(placed(g, 4), "The Storm from Bob", "Bob placed The Storm")
  has(g:log(), "Ann's company moves to site 4, The Storm: twilight +3 (Shadow number) +2 (companions)")
  eq(twilight(g), 5, "the pool after the move")
  eq(g:prompt(), "Regroup: move again (1 of 2 moves made) or stay?")
end)

test("COMPANY PHASE, Moving your company: moving on to Oracle (site 5, Shadow number 4) adds (4) + (2) to the pool's 5", function()
  local g = pos("tsavo")
  g:choose("heal Sergeant Mobuto")
  g:choose("heal Sergeant Mobuto")
  g:choose("move again")
  eq(placed(g, 5), "Oracle from Bob", "Bob placed Oracle")
  has(g:log(), "Ann's company moves to site 5, Oracle: twilight +4 (Shadow number) +2 (companions)")
  has(g:log(), "the game's twilight: 5 -> 11")
end)

test("COMPANY PHASE, Moving your company: Bob's company (one companion) moving to Tsavo Highway (site 3, Shadow number 1) adds (1) + (1)", function()
  local g = pos("tsavo")
  g:choose("heal Sergeant Mobuto")
  g:choose("heal Sergeant Mobuto")
  g:choose("move again")
  -- Ann's second move ends her turn; Bob's company leaves Outskirts.
  has(g:log(), "turn 6: Bob")
  has(g:log(), "Bob's company moves to site 3, Tsavo Highway: twilight +1 (Shadow number) +1 (companions)")
  eq(twilight(g), 2, "the pool after Bob's move")
end)

test("COMPANY PHASE, Moving your company: moving to Truth and Reconciliation (site 4, Shadow number 3) adds (3) + (2)", function()
  local g = pos("truth")
  eq(placed(g, 4), "Truth and Reconciliation from Bob", "Bob placed Truth and Reconciliation")
  has(g:log(), "Ann's company moves to site 4, Truth and Reconciliation: twilight +3 (Shadow number) +2 (companions)")
  eq(twilight(g), 5, "the pool after the move")
end)

test("COMPANY PHASE, Moving your company: moving on to The Silent Cartographer (site 5, Shadow number 3) adds (3) + (2) to the pool's 5", function()
  local g = pos("truth")
  g:choose("move again")
  eq(placed(g, 5), "The Silent Cartographer from Bob", "Bob placed The Silent Cartographer")
  has(g:log(), "Ann's company moves to site 5, The Silent Cartographer: twilight +3 (Shadow number) +2 (companions)")
  has(g:log(), "the game's twilight: 5 -> 10")
end)

test("COMPANY PHASE, Moving your company: moving to Delta Halo (site 6, Shadow number 3) adds (3) + (2); arriving at a sanctuary heals nobody", function()
  local g = pos("oracle")
  eq(placed(g, 6), "Delta Halo from Bob", "Bob placed Delta Halo")
  has(g:log(), "Ann's company moves to site 6, Delta Halo: twilight +3 (Shadow number) +2 (companions)")
  eq(twilight(g), 5, "the pool after the move")
  eq(wounds(g, "Sergeant Mobuto"), 1, "healing is at the start of a turn, not on arrival")
end)

test("COMPANY PHASE, Moving your company: moving on to Regret (site 7, Shadow number 6) adds (6) + (2) to the pool's 5", function()
  local g = pos("oracle")
  g:choose("move again")
  eq(placed(g, 7), "Regret from Bob", "Bob placed Regret")
  has(g:log(), "Ann's company moves to site 7, Regret: twilight +6 (Shadow number) +2 (companions)")
  has(g:log(), "the game's twilight: 5 -> 13")
end)

test("COMPANY PHASE, Moving your company: moving to Assault on the Control Room (site 6, Shadow number 4) adds (4) + (2)", function()
  local g = pos("cartographer")
  eq(placed(g, 6), "Assault on the Control Room from Bob", "Bob placed Assault on the Control Room")
  has(g:log(), "Ann's company moves to site 6, Assault on the Control Room: twilight +4 (Shadow number) +2 (companions)")
  eq(twilight(g), 6, "the pool after the move")
end)

test("COMPANY PHASE, Moving your company: from Delta Halo to Regret (6) and on to Sacred Icon (site 8, Shadow number 7): 8, then 8 + 7 + 2", function()
  local g = pos("delta")
  g:choose("stop healing")
  eq(twilight(g), 8, "Regret: 6 + 2")
  g:choose("move again")
  eq(placed(g, 8), "Sacred Icon from Bob", "Bob placed Sacred Icon")
  has(g:log(), "Ann's company moves to site 8, Sacred Icon: twilight +7 (Shadow number) +2 (companions)")
  has(g:log(), "the game's twilight: 8 -> 17")
end)

test("COMPANY PHASE, Moving your company: moving to The Maw (site 9, Shadow number 8) adds (8) + (2)", function()
  local g = pos("maw")
  eq(placed(g, 9), "The Maw from Bob", "Bob placed The Maw")
  has(g:log(), "Ann's company moves to site 9, The Maw: twilight +8 (Shadow number) +2 (companions)")
  has(g:log(), "the game's twilight: 0 -> 10")
end)

-- ---- Sanctuary: healing at the start of the turn ------------------------

test("VITALITY, Healing: Tsavo Highway (site 3) is a sanctuary - at the start of Ann's turn there she heals Sergeant Mobuto's two wounds", function()
  local g = pos("tsavo")
  eq(g:prompt(), "Sanctuary: heal a companion?")
  hasnt(g:options(), "heal Master Chief", "Master Chief has no wound")
  g:choose("heal Sergeant Mobuto")
  g:choose("heal Sergeant Mobuto")
  eq(wounds(g, "Sergeant Mobuto"), 0, "both wounds healed")
  has(g:log(), "[rule: Healing (at a sanctuary)] Sergeant Mobuto [" .. g:id("Sergeant Mobuto") .. "]'s wounds: 1 -> 0")
end)

test("VITALITY, Healing: Delta Halo (site 6) is a sanctuary - at the start of Ann's turn there she heals three wounds from two companions", function()
  local g = pos("delta")
  eq(g:prompt(), "Sanctuary: heal a companion?")
  g:choose("heal Master Chief")
  g:choose("heal Sergeant Mobuto")
  g:choose("heal Sergeant Mobuto")
  eq(wounds(g, "Master Chief"), 0, "Master Chief healed")
  eq(wounds(g, "Sergeant Mobuto"), 0, "Mobuto healed twice")
  has(g:log(), "[rule: Healing (at a sanctuary)] Master Chief [" .. g:id("Master Chief") .. "]'s wounds: 1 -> 0")
end)

test("VITALITY, Healing: Assault on the Control Room (site 6) is a sanctuary - Ann may heal one of Mobuto's wounds and stop", function()
  local g = pos("control_room")
  eq(g:prompt(), "Sanctuary: heal a companion?")
  g:choose("heal Sergeant Mobuto")
  g:choose("stop healing")
  eq(wounds(g, "Sergeant Mobuto"), 1, "one of two wounds healed")
  has(g:log(), "[rule: Healing (at a sanctuary)] Sergeant Mobuto [" .. g:id("Sergeant Mobuto") .. "]'s wounds: 2 -> 1")
  has(g:log(), "Ann's company moves to site 7, 343 Guilty Spark")
end)

test("VITALITY, Healing: The Storm, Truth and Reconciliation, Oracle, The Silent Cartographer, Regret and Sacred Icon are no sanctuaries - a turn starting there heals nobody", function()
  for _, case in ipairs({ { "storm", "The Storm", "Sergeant Mobuto" },
      { "arrows_truth", "Truth and Reconciliation", "Master Chief" },
      { "oracle", "Oracle", "Sergeant Mobuto" }, { "cartographer", "The Silent Cartographer", "Sergeant Mobuto" },
      { "regret", "Regret", "Sergeant Mobuto" }, { "maw", "Sacred Icon", "Sergeant Mobuto" } }) do
    local g = pos(case[1])
    ok(g:prompt() ~= "Sanctuary: heal a companion?", case[2] .. ": no healing offered")
    hasnt(g:log(), "Healing (at a sanctuary)", case[2])
    has(g:log(), "Ann's company moves to site", case[2] .. ": the company moved on")
    eq(wounds(g, case[3]), 1, case[2] .. ": " .. case[3] .. " keeps his wound")
  end
end)

-- ---- arrows: who places the next site (three players) -------------------

test("COMPANY PHASE, How to move: leaving Tsavo Highway (left arrow) Bob, to Ann's left, places site 4 - The Storm", function()
  local g = pos("arrows_tsavo")
  eq(placed(g, 4), "The Storm from Bob", "site 4")
  has(g:log(), "The Storm [" .. g:id("The Storm") .. "] moves from Bob's adventure to the path")
  eq(g:eval("cv.where(" .. g:id("Truth and Reconciliation") .. ")"), "adventure", "Carl keeps his site 4")
end)

test("COMPANY PHASE, How to move: leaving The Storm (right arrow) Carl, to Ann's right, places site 5 - The Silent Cartographer", function()
  local g = pos("arrows_tsavo")
  g:choose("move again")
  eq(placed(g, 5), "The Silent Cartographer from Carl", "site 5")
  eq(where(g, "Oracle"), "adventure", "Bob keeps his site 5")
end)

test("COMPANY PHASE, How to move: leaving Truth and Reconciliation (right arrow) Carl places site 5 - Oracle", function()
  local g = pos("arrows_truth")
  eq(placed(g, 5), "Oracle from Carl", "site 5")
  eq(where(g, "The Silent Cartographer"), "adventure", "Bob keeps his site 5")
end)

test("COMPANY PHASE, How to move: leaving Oracle (right arrow) Carl places site 6 - Delta Halo", function()
  local g = pos("arrows_truth")
  g:choose("move again")
  eq(placed(g, 6), "Delta Halo from Carl", "site 6")
  eq(where(g, "Assault on the Control Room"), "adventure", "Bob keeps his site 6")
end)

test("COMPANY PHASE, How to move: leaving The Silent Cartographer (right arrow) Carl places site 6 - Assault on the Control Room", function()
  local g = pos("arrows_cartographer")
  eq(placed(g, 6), "Assault on the Control Room from Carl", "site 6")
  eq(where(g, "Delta Halo"), "adventure", "Bob keeps his site 6")
end)

test("COMPANY PHASE, How to move: leaving Assault on the Control Room (left arrow) Bob places site 7 - Regret", function()
  local g = pos("arrows_cartographer")
  g:choose("move again")
  eq(placed(g, 7), "Regret from Bob", "site 7")
  eq(where(g, "The Covenant"), "adventure", "Carl keeps his site 7")
end)

test("COMPANY PHASE, How to move: leaving Delta Halo (left arrow) Bob places site 7 - Regret", function()
  local g = pos("arrows_delta")
  eq(placed(g, 7), "Regret from Bob", "site 7")
  eq(where(g, "343 Guilty Spark"), "adventure", "Carl keeps his site 7")
end)

test("COMPANY PHASE, How to move: leaving Regret (right arrow) Carl places site 8 - Sacred Icon", function()
  local g = pos("arrows_delta")
  g:choose("move again")
  eq(placed(g, 8), "Sacred Icon from Carl", "site 8")
  eq(where(g, "The Library"), "adventure", "Bob keeps his site 8")
end)

test("COMPANY PHASE, How to move: leaving Sacred Icon (right arrow) Carl places site 9 - The Maw", function()
  local g = pos("arrows_icon")
  eq(placed(g, 9), "The Maw from Carl", "site 9")
  eq(where(g, "Quarantine Zone"), "adventure", "Bob keeps his site 9")
end)

-- ---- site 9 -------------------------------------------------------------

test("WINNING THE GAME: Ann's company reaches The Maw (site 9), no minion attacks, her Hero survives - Ann wins", function()
  local g = pos("maw")
  ok(g:over(), "the game is over")
  eq(g:result(), "Ann wins: the company reached site 9 and the Hero survived")
  has(g:log(), "no minions in play: straight to the regroup phase")
  eq(where(g, "The Maw"), "path", "The Maw is on the adventure path")
end)

test("WINNING THE GAME: three players - Carl places The Maw and Ann, at site 9 with her Hero alive, wins", function()
  local g = pos("arrows_icon")
  ok(g:over(), "the game is over")
  eq(g:result(), "Ann wins: the company reached site 9 and the Hero survived")
end)

-- ---- Marine Sharpshooter: a sniper ally, home 6 -------------------------

test("COMPANY PHASE, Playing allies: Ann plays the Marine Sharpshooter (cost 1) away from its home: it goes to her support area, adds (1) and no companion twilight on the move", function()
  local g = pos("sharpshooter_play")
  eq(twilight(g), 0, "the pool before")
  g:choose("play Marine Sharpshooter")
  eq(where(g, "Marine Sharpshooter"), "support", "in the support area, not the company")
  has(g:log(), "the game's twilight: 0 -> 1", "its twilight cost")
  -- Ann has nothing more to play: the company moves, and an ally does not
  -- count as a companion: (1) for Alpha Base, (1) for Master Chief.
  has(g:log(), "Ann's company moves to site 3, Alpha Base: twilight +1 (Shadow number) +1 (companions)")
  eq(twilight(g), 3, "1 + 1 + 1")
end)

test("SNIPING PHASE, Sniping fire: at Delta Halo (site 6), its home, the Marine Sharpshooter (sniper ally) makes the company sniping total 1 and wounds the Sentinel Aggressor", function()
  local g = pos("sniping_home")
  has(g:log(), "sniping totals: minions 1, company 1")
  g:choose("Master Chief")
  eq(wounds(g, "Sentinel Aggressor"), 1, "the company's sniping wound")
  eq(g:prompt(), "Assign defenders")
end)

test("SNIPING PHASE, Sniping fire: at Oracle (site 5), away from its home, the Marine Sharpshooter does not count: company sniping total 0", function()
  local g = pos("sniping_away")
  has(g:log(), "sniping totals: minions 1, company 0")
  eq(wounds(g, "Sentinel Aggressor"), 0, "no company sniping wound")
end)

test("ALLIES: at its home the Marine Sharpshooter may take a sniping wound and defend; away from it, neither", function()
  local home = pos("sniping_home")
  eq(home:prompt(), "Assign a minion sniping wound")
  has(home:options(), "Marine Sharpshooter")
  home:choose("Marine Sharpshooter")
  eq(wounds(home, "Marine Sharpshooter"), 1, "the ally took the sniping wound")
  eq(wounds(home, "Master Chief"), 0, "Master Chief spared")
  has(home:options(), "assign Marine Sharpshooter")
  local away = pos("sniping_away")
  -- Master Chief is the only character who can take the sniping wound.
  eq(wounds(away, "Master Chief"), 1, "Master Chief took it")
  eq(wounds(away, "Marine Sharpshooter"), 0, "the ally is not in the sniping fire")
  hasnt(away:options(), "Marine Sharpshooter", "the ally cannot defend away from home")
end)

test("SKIRMISH PHASE(S), Resolve that skirmish: the Marine Sharpshooter (strength 4) defends at its home and loses to the Sentinel Aggressor (strength 5)", function()
  local g = pos("sniping_home")
  g:choose("Master Chief")
  g:choose("assign Marine Sharpshooter")
  has(g:log(), "skirmish: Marine Sharpshooter [" .. g:id("Marine Sharpshooter") .. "] against Sentinel Aggressor")
  has(g:log(), "strength 4 (Free Peoples) against 5 (Shadow): the Shadow side wins")
  eq(wounds(g, "Marine Sharpshooter"), 1, "one wound for losing")
  eq(where(g, "Marine Sharpshooter"), "support", "vitality 2: the ally lives")
end)

-- ---- Sentinel Aggressor: a sniper minion, site 3 ------------------------

test("SNIPING PHASE, Sniping fire: the Sentinel Aggressor (sniper) makes the minion sniping total 1 - Ann assigns its wound to Master Chief", function()
  local g = pos("sniping_home")
  eq(g:prompt(), "Assign a minion sniping wound")
  g:choose("Master Chief")
  eq(wounds(g, "Master Chief"), 1, "the sniping wound")
  has(g:log(), "Master Chief [" .. g:id("Master Chief") .. "]'s wounds: 0 -> 1")
end)

test("SHADOW PHASE(S), Playing Shadow cards: the Sentinel Aggressor (site 3) played at Outskirts (site 2) is roaming - cost 2 + 2", function()
  local g = pos("aggressor_site2")
  has(g:options(), "play Sentinel Aggressor [" .. g:id("Sentinel Aggressor") .. "] (twilight -4, roaming +2)")
  g:choose("play Sentinel Aggressor")
  has(g:log(), "Sentinel Aggressor [" .. g:id("Sentinel Aggressor") .. "] is roaming: 2 more twilight")
  has(g:log(), "the game's twilight: 4 -> 0")
  eq(where(g, "Sentinel Aggressor"), "shadow", "in play")
end)

test("SHADOW PHASE(S), Playing Shadow cards: the Sentinel Aggressor played at Tsavo Highway (site 3) is not roaming - cost 2", function()
  local g = pos("aggressor_site3")
  has(g:options(), "play Sentinel Aggressor [" .. g:id("Sentinel Aggressor") .. "] (twilight -2)")
  g:choose("play Sentinel Aggressor")
  hasnt(g:log(), "is roaming")
  has(g:log(), "the game's twilight: 4 -> 2")
  eq(where(g, "Sentinel Aggressor"), "shadow", "in play")
end)

test("SKIRMISH PHASE(S), Resolve that skirmish: Master Chief (8, damage +1) beats the Sentinel Aggressor (5): two wounds kill it (vitality 2)", function()
  local g = pos("sniping_away")
  eq(wounds(g, "Sentinel Aggressor"), 0, "not sniped")
  g:choose("assign Master Chief")
  g:choose("pass") -- Master Chief's skirmish action is not needed
  has(g:log(), "strength 8 (Free Peoples) against 5 (Shadow): the Free Peoples side wins")
  eq(where(g, "Sentinel Aggressor"), "discard", "one wound for losing and one for damage +1 killed it")
end)
