-- Doomtrooper: Setting up, the order of play, the end of the game, multi-player.
local H = dofile(ROOT .. "/tests/doomtrooper/common.lua")

local function new(seed, opts, decks)
  return game{ rules = "doomtrooper", seed = seed or 1, options = opts, decks = decks }
end

test("Setting up: 5 Destiny Points, a 7-card hand, 60-card decks and a 25-card Side Board", function()
  local g = new(1)
  eq(H.dp(g, 1), 5, "Mike") eq(H.dp(g, 2), 5, "Nick")
  eq(H.count(g, "hand", 1), 7, "hand") eq(H.count(g, "draw", 1), 53, "draw")
  eq(H.count(g, "sideboard", 1), 25, "Side Board")
end)

test("The Cardinal's Gift: with a warrior in hand the first seven go to the discard pile", function()
  local g = new(1)
  g:choose("claim the Cardinal's Gift (discard")
  eq(H.count(g, "discard", 1), 7, "discarded") eq(H.count(g, "hand", 1), 7, "a new hand")
  eq(H.count(g, "draw", 1), 46, "46 left")
end)

test("The Cardinal's Gift: without a warrior the hand is shown and shuffled back", function()
  local g = new(1)
  g:choose("keep") -- Mike
  -- Nick: force a hand without warriors
  g = game{ rules = "doomtrooper", seed = 1, options = { "deck_rules=casual" },
    decks = { "cards/doomtrooper/decks/doomtroopers.deck", "tests/doomtrooper/decks/no_warriors.deck" } }
  g:choose("keep")
  g:choose("claim the Cardinal's Gift (no warrior")
  eq(H.count(g, "hand", 2), 5, "the 5 cards left are drawn")
  eq(H.count(g, "draw", 2), 7, "the first 7 are shuffled back into the draw pile")
  eq(H.count(g, "discard", 2), 0, "none discarded")
  has(g:log(), "Nick shows a hand without warriors")
end)

test("The Cardinal's Gift: claimed once, only if the option allows", function()
  -- "may only be claimed after opening draw, and may only be claimed once by
  -- each player"
  local g = new(1)
  eq(g:seat(), 1) ok(g:prompt():find("Cardinal's Gift", 1, true) ~= nil, g:prompt())
  g:choose("claim the Cardinal's Gift")
  eq(g:seat(), 2, "Mike is not offered it again: Nick's turn to choose")
  ok(g:prompt():find("Cardinal's Gift", 1, true) ~= nil, g:prompt())
  g:choose("claim the Cardinal's Gift")
  ok(g:prompt():find("Action 1") ~= nil and g:seat() == 1, "then the game starts: " .. g:prompt())
  local n = new(1, { "cardinals_gift=no" })
  eq(n:prompt():find("Action 1") ~= nil, true, "no Cardinal's Gift: the game starts")
end)

test("Step One: Draw: the first player has no Draw step on the first turn; the second player draws to 7", function()
  local g = new(1)
  g:choose("keep") g:choose("keep")
  eq(H.count(g, "hand", 1), 7, "no draw") eq(H.count(g, "draw", 1), 53, "still 53")
  has(g:log(), "the first player's first turn: no Draw step")
  g:choose("end actions")
  g:answer(2) -- discard the first card of the hand
  eq(H.count(g, "hand", 2), 7, "Nick had 7 already")
  eq(H.count(g, "discard", 1), 1, "Step Three: Discard: one card")
end)

test("Step One: Draw: fill the hand to the Hand Limit of 7", function()
  local g = H.pos("draw_step")
  eq(H.count(g, "hand", 2), 7, "2 + 5")
  eq(H.count(g, "draw", 2), 2, "7 - 5")
end)

test("Step One: Draw: when both draw piles are empty the higher Promotion total wins", function()
  local g = H.pos("piles_empty")
  ok(g:over(), "the game is over") eq(g:result(), "Mike wins with 5 Promotion Points: the draw piles are empty")
end)

test("No Warriors in play and no Draw Pile: three turns to muster a warrior or lose", function()
  -- "you have three complete turns to Muster a warrior or you lose the game.
  -- In other words, you have your current turn plus two more": Mike loses at
  -- the end of his third turn, not before.
  local g = H.pos("no_warriors")
  has(g:log(), "three turns to muster one")
  for turn = 1, 3 do
    ok(not g:over(), "Mike plays his turn " .. turn)
    eq(g:seat(), 1, "Mike's turn " .. turn)
    g:choose("end actions") g:choose("discard nothing") -- Mike
    if turn < 3 then
      ok(not g:over(), "not lost after " .. turn .. " turn(s): " .. tostring(g:result()))
      g:choose("end actions") g:choose("discard nothing") -- Nick
    end
  end
  ok(g:over(), "lost at the end of the third turn")
  eq(g:result():find("Nick wins: Mike had no warrior for three turns", 1, true) ~= nil, true, g:result())
end)

test("The object: the first to the Promotion Point goal wins (option goal)", function()
  local g = H.pos("gallagher_nepharite", { "goal=5" })
  g:choose("attack with Sean Gallagher")
  g:choose("fight")
  g:choose("7 Promotion, 0 Destiny")
  ok(g:over(), "over") eq(g:result(), "Mike wins with 7 Promotion Points (goal 5)")
end)

test("Freelancer: a FREELANCER earns only Destiny Points", function()
  local g = H.pos("designations")
  g:choose("attack with Mercenary")
  g:choose("Trenchers")
  g:choose("fight")
  g:choose("pass") -- Modify Combat Ratings: Mike may still assign his Sergeant; he passes
  eq(H.pp(g, 1), 0, "no Promotion") eq(H.dp(g, 1), 23, "20 + the Trenchers' Value 3")
end)

test("The play of the game: two-player games from fixed seeds play to an end", function()
  for seed = 1, 5 do
    local g = new(seed)
    g:auto(5000, seed)
    ok(g:over(), "seed " .. seed .. " ends")
  end
end)

test("Multi-Player Games: Option 1: Free for All - a three-player game plays to an end", function()
  for seed = 1, 3 do
    local g = new(seed, nil, { "cards/doomtrooper/decks/doomtroopers.deck", "cards/doomtrooper/decks/legion.deck",
      "cards/doomtrooper/decks/legion.deck" })
    g:auto(8000, seed)
    ok(g:over(), "seed " .. seed .. " ends: " .. tostring(g:result()))
  end
end)

test("Multi-Player Games: Option 3: Teams - 10 Destiny Points in a common pool", function()
  local d = { "cards/doomtrooper/decks/doomtroopers.deck", "cards/doomtrooper/decks/legion.deck" }
  local g = new(2, { "multiplayer=teams", "goal=50" }, { d[1], d[2], d[1], d[2] })
  eq(H.dp(g, 1), 10, "team 1") eq(H.dp(g, 3), 10, "seat 3 shares it")
  eq(H.num(g, "cv.pool(cv.player(3), 'destiny')"), 0, "seat 3's own pool is unused")
  g:auto(12000, 2)
  ok(g:over(), "ends: " .. tostring(g:result()))
end)
