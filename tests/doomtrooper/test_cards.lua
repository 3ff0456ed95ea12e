-- Doomtrooper: the rulebook's opening sections - players, the table layout
-- and its piles, the points, the card anatomy, deck building - and the
-- order of play and its timing. Test names start with the section they check
-- (docs/doomtrooper/rules-coverage.md).
local H = dofile(ROOT .. "/tests/doomtrooper/common.lua")

local function deck(path) return path:find("/") and path or ("cards/doomtrooper/decks/" .. path .. ".deck") end
local function new(decks, opts)
  local d = {}
  for i, x in ipairs(decks) do d[i] = deck(x) end
  return game{ rules = "doomtrooper", seed = 1, decks = d, options = opts }
end

test("Number of players: at least two players, each with his own deck of at least 60 cards", function()
  -- "At least two people are needed to play DOOMTROOPER ... Each player must
  -- have his or her own playing deck consisting of at least 60 cards".
  fails(function() new({ "doomtroopers" }) end, "at least two players")
  local g = new({ "doomtroopers", "legion", "tribes" })
  eq(H.count(g, "hand", 3), 7, "a third player is dealt in")
  fails(function() new({ "doomtroopers", "tests/doomtrooper/decks/short59.deck" }) end,
    "59 cards in the play deck (at least 60)")
end)

test("DECK BUILDING; Deck limit (5): a 59-card deck is refused, and so is a sixth copy of a card with Deck Limit 5, Side Board included", function()
  -- "1. You must have at least 60 cards in your playing deck ... 2. You must
  -- adhere to the Deck Limit ... in your collection"; Deck limit (5): "how
  -- many copies of the card you may have in your collection during a game".
  fails(function() new({ "tests/doomtrooper/decks/short59.deck", "legion" }) end, "at least 60")
  fails(function() new({ "tests/doomtrooper/decks/over_limit.deck", "legion" }) end,
    "6 copies of infantry (Deck Limit 5)")
  local g = new({ "doomtroopers", "legion" })
  eq(H.count(g, "draw", 1) + H.count(g, "hand", 1), 60, "60 cards, 5 Infantry with the Side Board's")
  local c = new({ "tests/doomtrooper/decks/over_limit.deck", "legion" }, { "deck_rules=casual" })
  eq(H.count(c, "draw", 1) + H.count(c, "hand", 1), 61, "option deck_rules=casual does not check")
end)

test("Side Board Pile (blue): the cards after the sideboard marker form the Side Board - exactly 25; 24 are refused", function()
  -- "It must contain exactly 25 cards"
  local g = new({ "doomtroopers", "legion" })
  eq(H.count(g, "sideboard", 1), 25, "25 in the Side Board pile")
  eq(H.count(g, "draw", 1) + H.count(g, "hand", 1), 60, "none of them in the play deck")
  fails(function() new({ "tests/doomtrooper/decks/side24.deck", "legion" }) end, "the Side Board has 24 cards (exactly 25)")
end)

test("Table layout: every player always has a Squad, a Kohort and an Outpost, and Draw, Discard, Annihilated and Side Board piles, even empty", function()
  -- "you always have a Squad, a Kohort and an Outpost, even if there are no
  -- warriors in them"
  local g = H.pos("no_warriors")
  local st = g:state()
  for _, seat in ipairs({ "seat 1 Mike", "seat 2 Nick" }) do
    local part = st:sub((st:find(seat, 1, true)))
    for _, z in ipairs({ "draw", "hand", "discard", "annihilated", "sideboard", "squad", "kohort", "outpost" }) do
      ok(part:find("\n  " .. z .. " %(") ~= nil, seat .. " has a " .. z)
    end
  end
  eq(H.count(g, "kohort", 1), 0, "Mike's Kohort is empty but there")
end)

test("Squad; Kohort; Outpost: Doomtroopers are mustered to the Squad, Dark Legion warriors to the Kohort, Tribal warriors to the Outpost", function()
  -- Muster Warrior: "DOOMTROOPERS ... must enter play in your Squad; DARK
  -- LEGION warriors ... in your Kohort; TRIBAL warriors ... in the Outpost;
  -- GENERAL affiliation warriors will state on their cards where"
  local g = H.pos("areas_muster")
  has(g:options(), "muster Infantry (2 DP) to the squad")
  has(g:options(), "muster Centurion (4 DP) to the kohort")
  has(g:options(), "muster Templar Warrior (4 DP) to the outpost")
  has(g:options(), "muster Bounty Hunter (4 DP) to the squad")
  g:choose("muster Centurion")
  g:choose("muster Templar Warrior")
  g:choose("muster Infantry")
  ok(H.find(g, "Infantry", "squad", 1) > 0, "Infantry (Capitol) in the Squad")
  ok(H.find(g, "Centurion", "kohort", 1) > 0, "Centurion (Dark Legion) in the Kohort")
  ok(H.find(g, "Templar Warrior", "outpost", 1) > 0, "Templar Warrior (Templars) in the Outpost")
end)

test("Draw Pile (green): the Draw step takes the top cards of the player's own Draw pile", function()
  local g = H.pos("draw_step")
  -- the draw pile was Heretic, Heretic, Ezoghoul, Ezoghoul, Centurion, Centurion, Razide (top first)
  local hand = g:query([[(function() local t = {} for _, c in ipairs(cv.zone("hand", 2)) do
    t[#t + 1] = cv.def(c).title end table.sort(t) return table.concat(t, ",") end)()]])
  eq(hand, "Centurion,Centurion,Ezoghoul,Ezoghoul,Heretic,Heretic,Razide", "the two kept and the top five")
  eq(g:query("cv.def(cv.zone('draw', 2)[1]).title .. ',' .. cv.def(cv.zone('draw', 2)[2]).title"),
    "Centurion,Razide", "the two below are left")
  eq(H.count(g, "draw", 1), 0, "Mike's pile is untouched")
end)

test("Discard Pile (yellow): a killed warrior is placed on top of its owner's Discard pile with its attachments", function()
  local g = H.pos("audit_personality_relic")
  g:choose("attack with Infantry")
  g:choose("fight")
  for _ = 1, 5 do if g:prompt():find("or pass", 1, true) then g:choose("pass") end end
  g:choose("2 Promotion, 0 Destiny") -- Nick: the Nepharite kills the Infantry
  local top = g:query("cv.def(cv.zone('discard', 1)[1]).title .. ',' .. cv.def(cv.zone('discard', 1)[2]).title")
  ok(top == "Infantry,Relic of the Cardinal" or top == "Relic of the Cardinal,Infantry", "both on top: " .. top)
  eq(H.count(g, "discard", 2), 0, "nothing in Nick's pile")
end)

test("Annihilated Pile (red): the cards of a player who leaves the game are annihilated, his attachments included, none discarded", function()
  local g = H.pos("lost_player_cards")
  eq(H.count(g, "annihilated", 2), 3, "Field Quartermaster, Relic of the Cardinal, Cybertronic Alliance")
  eq(H.count(g, "discard", 2), 0, "none in the Discard pile")
end)

test("Destiny Points (DP): Mustering spends the warrior's Value from the pool - exactly 4 DP muster a V4 warrior, not a V7 one", function()
  -- Muster Warrior: "If you do not have enough Destiny Points, you may not Muster that warrior."
  local g = H.pos("dp_exact")
  hasnt(g:options(), "muster Sean Gallagher")
  g:choose("muster Venusian Ranger (4 DP)")
  eq(H.dp(g, 1), 0, "the pool is spent to the last point")
  ok(H.find(g, "Venusian Ranger", "squad", 1) > 0, "in play")
end)

test("Promotion Points (PP): a kill earns the modified Value of the slain warrior - the Templar Warrior on its Warhorse is worth 5", function()
  -- "When your warrior kills another in combat, it earns a number of
  -- Promotion Points based on the Value of the killed warrior"; AWARD
  -- POINTS: "the modified Value of the slain opponent".
  local g = H.pos("pp_modified")
  g:choose("attack with Atlantean Reaver")
  g:choose("fight")
  has(g:options(), "5 Promotion, 0 Destiny")
  hasnt(g:options(), "6 Promotion")
  g:choose("5 Promotion, 0 Destiny")
  eq(H.pp(g, 1), 5, "in Mike's Promotion pool")
  ok(H.find(g, "Templar Warrior", "discard", 2) > 0, "the SLAYER killed it")
end)

test("Markers: Desperate Times puts 3 Destiny Points in the markers area, not in the pool; they pay only for Mustering", function()
  -- Markers: "The markers area is used to store DP gained from cards like
  -- Desperate Times that are not in your DP pool."
  local g = H.pos("markers")
  hasnt(g:options(), "muster Venusian Ranger") -- 1 DP
  g:choose("play Desperate Times")
  eq(H.dp(g, 1), 1, "the pool is unchanged")
  eq(H.num(g, "cv.pool(cv.player(1), 'markers')"), 3, "3 markers")
  g:choose("muster Venusian Ranger (4 DP)")
  eq(H.num(g, "cv.pool(cv.player(1), 'markers')"), 0, "the markers pay first")
  eq(H.dp(g, 1), 0, "and the pool the rest")
end)

test("Card type icon (2): the twelve official card types load; Corporate War, Battle and Campaign (unofficial expansions) are refused", function()
  local g = H.pos("dp_exact")
  local function check(t, extra)
    return g:query(string.format("tostring(rules.check_card('x', { title = 'X', type = %q, affiliation = 'general'%s }))",
      t, extra or ""))
  end
  for _, t in ipairs({ "equipment", "relic", "beast", "fortification", "mission", "warzone", "alliance" }) do
    eq(check(t), "nil", t)
  end
  eq(check("warrior", ", value = 1"), "nil", "warrior")
  eq(check("symmetry", ", gift = 'minor'"), "nil", "symmetry")
  eq(check("ki"), "nil", "ki")
  for _, t in ipairs({ "special", "art" }) do
    eq(check(t, ", run = function() end" .. (t == "art" and ", aspect = 'kinetics'" or "")), "nil", t)
  end
  for _, t in ipairs({ "corporate war", "battle", "campaign" }) do
    ok(check(t):find("type must be a card type", 1, true) ~= nil, t .. " is refused")
  end
end)

test("Affiliation icon (3): corporate warriors and the Brotherhood are Doomtroopers, the tribes Tribal, the Dark Legion neither, GENERAL as the card says", function()
  local g = H.pos("affiliation_pairs")
  local rows = g:query([[(function() local t = {}
    for _, c in ipairs(rules.warriors(1)) do
      t[#t + 1] = cv.var(c, "spec") .. "=" .. (rules.is_doomtrooper(c) and "D" or "") ..
        (rules.is_legion(c) and "L" or "") .. (rules.is_tribal(c) and "T" or "")
    end return ";" .. table.concat(t, ";") .. ";" end)()]])
  for _, want in ipairs({ "bauhaus=D", "capitol=D", "cybertronic=D", "imperial=D", "mishima=D", "brotherhood=D",
      "templars=T", "rasputin=T", "lutheran=T", "crescentia=T", "atlanteans=T", "legion=L",
      "freelancer=D", -- the Mercenary: GENERAL, "working with the Doomtroopers"
      "tainted capitol=DL", "visited capitol=L" }) do
    ok(rows:find(";" .. want .. ";", 1, true) ~= nil, want .. " in " .. rows)
  end
end)

test("Post-play icon (4): ATTACH - Tainted stays on the warrior it is played on; DISCARD - Combat Reflexes goes to the discard pile once played", function()
  local g = H.pos("post_play")
  local inf = H.find(g, "Infantry", "squad", 2)
  g:choose("play Tainted")
  g:choose("Infantry")
  local t = H.find(g, "Tainted", "squad", 2)
  eq(H.num(g, "cv.link(" .. t .. ", 'bearer')"), inf, "attached to Nick's Infantry")
  g:choose("attack with Venusian Ranger")
  g:choose("Centurion")
  g:choose("fight")
  g:choose("play Combat Reflexes")
  ok(H.find(g, "Combat Reflexes", "discard", 1) > 0, "discarded")
  eq(H.count(g, "command", 1), 0, "not left on the table")
end)

test("Card text (7): designations are written in capital letters - a card with a lower-case designation is refused", function()
  local g = H.pos("dp_exact")
  ok(g:query("rules.check_card('x', { title = 'X', type = 'warrior', affiliation = 'bauhaus', value = 1, " ..
    "designations = { 'Slayer' } })"):find("designations are upper case", 1, true) ~= nil, "Slayer is refused")
  eq(g:query("tostring(rules.check_card('x', { title = 'X', type = 'warrior', affiliation = 'bauhaus', value = 1, " ..
    "designations = { 'SLAYER' } }))"), "nil", "SLAYER loads")
end)

test("Combat ratings (8): a rating printed '-' never takes part - the Ezoghoul (Shoot -) is only ever in a Fight combat", function()
  -- "a warrior with - for shoot may never participate in a shoot combat"
  local g = H.pos("combat_dash")
  g:choose("attack with Infantry") -- the Ezoghoul is the one Defender; Fight the one Battle Tactic
  local log = table.concat(g:log(), "\n")
  ok(log:find("standing: Infantry %[%d+%] fight") ~= nil, "a Fight combat, without asking")
  ok(log:find("standing: Infantry %[%d+%] shoot") == nil, "never a Shoot combat")
end)

test("The order of play: each turn is the Draw step, then the Actions step, then the Discard step", function()
  local g = H.pos("draw_step")
  g:choose("end actions")
  g:choose("discard nothing")
  local log, seen = g:log(), {}
  for i, l in ipairs(log) do
    for _, s in ipairs({ "Draw step begins", "Actions step begins", "Discard step begins" }) do
      if l:find(s, 1, true) and not seen[s] then seen[s] = i end
    end
  end
  ok(seen["Draw step begins"] and seen["Actions step begins"] and seen["Discard step begins"], "all three steps")
  ok(seen["Draw step begins"] < seen["Actions step begins"] and seen["Actions step begins"] < seen["Discard step begins"],
    "in that order")
  has(log, "turn 5: Mike")
end)

test("TIMING AND ETIQUETTE: in Modify Combat Ratings the attacker's player acts first, then the defender's, then the others, and round again", function()
  -- "The attacker is always allowed to modify combat first, then the
  -- defender, then the other players, and then back to the attacker, etc."
  local g = H.pos("combat_priority")
  g:choose("attack with Venusian Ranger") -- the Centurion: a Doomtrooper never attacks Ann's Brother
  g:choose("fight")
  local order = {}
  for _ = 1, 10 do
    if g:over() or not g:prompt():find("combat action, or pass", 1, true) then break end
    order[#order + 1] = g:seat()
    if g:seat() == 3 and #order == 2 then g:choose("play Combat Reflexes") else g:choose("pass") end
  end
  -- Mike (1) passes, Nick (3, the defender) plays a card, Ann (2) passes, Mike
  -- again; Nick has nothing left to play and passes without being asked
  eq(table.concat(order, ","), "1,3,2,1", "the seats asked in turn")
end)

test("Optional Rule: Multiple Sabotages: a player sabotaged once this turn may be sabotaged again only with the option", function()
  -- Sabotage: "You may only sabotage each player once per turn ... (however,
  -- see the Multiple Sabotages optional rule)"; Mike has another Tactical Action.
  local g = H.pos("multiple_sabotage")
  hasnt(g:options(), "sabotage Nick") -- once per player per turn
  has(g:options(), "sabotage Ann")    -- each player once
  local m = H.pos("multiple_sabotage", { "multiple_sabotage=yes" })
  has(m:options(), "sabotage Nick with Venusian Ranger")
end)
