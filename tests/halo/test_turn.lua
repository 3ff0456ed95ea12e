-- Halo: the turn cycle of the slice, checked against the rulebook.
local H = dofile(ROOT .. "/tests/halo/common.lua")

test("SETTING UP THE GAME; GAME SETUP PROCEDURE: site 1, starting company of cost 6 or less, 8 cards in hand", function()
  local g = H.mobuto_game()
  -- Master Chief (4) leaves 2: Mobuto (2) fits, nothing after him.
  has(g:options(), "start with Sergeant Mobuto")
  g:choose("start with Sergeant Mobuto")
  eq(H.num(g, "#cv.zone('company', 1)"), 2, "Ann's starting company")
  eq(H.num(g, "#cv.zone('hand', 1)"), 8, "Ann's hand")
  eq(H.num(g, "#cv.zone('hand', 2)"), 8, "Bob's hand")
  eq(g:query("return cv.def(cv.zone('path')[1]).title"), "Autumn Bridge", "site 1")
  eq(H.num(g, "rules.twilight()"), 0, "no twilight for starting companions")
end)

test("COMPANY PHASE, Moving your company: twilight = new site's Shadow number + one per companion", function()
  local g = H.mobuto_game()
  H.to_shadow_phase(g)
  -- Bob placed site 2 (Outskirts, Shadow number 2) from his adventure deck.
  eq(g:query("return cv.def(cv.zone('path')[2]).title"), "Outskirts", "site 2 from Bob's deck")
  eq(H.num(g, "rules.twilight()"), 4, "2 (Shadow number) + 2 (companions)")
  eq(H.num(g, "cv.var(cv.player(1), 'site')"), 2, "Ann's company is at site 2")
  ok(g:seat() == 2 and g:prompt():find("shadow"), "Bob has the Shadow phase")
end)

test("SHADOW PHASE(S), Perform Shadow actions; Playing Shadow cards; Twilight Cost: a minion costs its twilight; a roaming minion 2 more", function()
  local g = H.mobuto_game()
  H.to_shadow_phase(g)
  -- Blue Elite (site 4) at site 2 is roaming: 4 + 2 = 6 > 4 in the pool.
  hasnt(g:options(), "Blue Elite", "Bob's options")
  g:choose_any("play Elite Veteran")
  eq(H.num(g, "rules.twilight()"), 2, "the pool after a 2-cost minion")
end)

test("SHADOW PHASE(S), Playing Shadow cards: the roaming penalty is a ruleset option", function()
  local g = game{ rules = "halo", seed = 1,
    decks = { "tests/halo/decks/mobuto_fp.deck", "tests/halo/decks/veterans.deck" },
    options = { "first_player=1", "roaming_penalty=0", "deck_rules=casual" } }
  H.to_shadow_phase(g)
  has(g:options(), "play Blue Elite", "a Blue Elite costing 4 with no penalty")
end)

test("GAME SETUP PROCEDURE, Bid to see who goes first: first_player=random draws from the seed, fixed per seed", function()
  local firsts = {}
  for seed = 1, 12 do
    local g = game{ rules = "halo", seed = seed }
    firsts[g:query("return cv.var(cv.GAME, 'first')")] = true
    local again = game{ rules = "halo", seed = seed }
    eq(again:hash(), g:hash(), "same seed, same set-up")
  end
  ok(firsts["1"] and firsts["2"], "both seats go first for some seed")
end)

test("options: an unknown option or value is refused by name", function()
  fails(function() game{ rules = "halo", options = { "frist_player=1" } } end,
    "unknown option 'frist_player' for halo (options: deck_rules, first_player, loop, loop_limit, roaming_penalty;")
  fails(function() game{ rules = "halo", options = { "first_player=9" } } end,
    "option 'first_player': '9' is not one of its values (random, bid, 1, 2, 3, 4, 5)")
end)

test("decks: a malformed line and an unknown card are refused with file:line", function()
  fails(function()
    game{ rules = "halo", decks = { "tests/halo/decks/bad_line.deck", "tests/halo/decks/veterans.deck" } }
  end, "bad_line.deck:3: expected '[count] card-key'")
  fails(function()
    game{ rules = "halo", decks = { "tests/halo/decks/unknown_card.deck", "tests/halo/decks/veterans.deck" } }
  end, "unknown_card.deck:3: unknown card 'elite_vetran'")
end)
