-- Doomtrooper: rules checked by class (issue 13) - every window closes when
-- what it responds to is gone, every list of cards leaves out what is no
-- longer in the game, every effect does as much as it can, every rule reads
-- modified values. docs/doomtrooper/rules-coverage.md lists the places
-- audited.
local H = dofile(ROOT .. "/tests/doomtrooper/common.lua")

test("Sabotage (Tactical Action): once a card has prevented the sabotage, no second card is offered against it", function()
  -- "Unless the player can play a card which will prevent the action, the
  -- sabotage will be successful": once prevented, there is nothing left to
  -- prevent, and the response window closes.
  local g = H.pos("sabotage_two_alerts")
  g:choose("sabotage Nick")
  eq(g:seat(), 2, "Nick may respond")
  g:choose_any("play Security Alert")
  hasnt(g:options(), "play Security Alert")
  ok(g:prompt() ~= "response action, or pass", "the response window is closed: " .. g:prompt())
  eq(H.count(g, "hand", 2), 1, "Nick keeps his second Security Alert")
  eq(H.pp(g, 1) + H.dp(g, 1), 0, "no points")
end)

test("No Warriors in play and no Draw Pile: a player who loses leaves the game with his cards - his Relic and Alliance no longer count as in play", function()
  -- Three players: Nick loses ("you lose the game") and the others play on.
  -- Relics: "you may never play a Relic card if there already is an
  -- identical Relic card anywhere in play"; Alliances: "You may never play
  -- an Alliance card if there is already an identical Alliance card in play".
  -- Reading: a player out of the game has no cards in play.
  local g = H.pos("lost_player_cards")
  has(g:log(), "Nick loses")
  ok(not g:over(), "Mike and Ann play on")
  eq(g:seat(), 3, "Ann's turn")
  eq(H.count(g, "squad", 2) + H.count(g, "command", 2), 0, "nothing of Nick's is left in play")
  has(g:options(), "proclaim Cybertronic Alliance") -- Ann's pre-draw: "at any time"
  g:choose("pass")
  has(g:options(), "equip Chemiman with Relic of the Cardinal")
end)

test("Sabotage (Tactical Action): half the modified Value - a Templar Warrior (V4) riding the Dark Eden Warhorse (+1 V) earns 3", function()
  -- "you earn a number of points equal to one-half the modified Value (V) of
  -- your sabotaging warrior (rounded up)"; Wrangle Beast: the Beast's
  -- modifiers "create new base ratings".
  local g = H.pos("sabotage_modified")
  local t = H.find(g, "Templar Warrior", "outpost", 1)
  eq(H.num(g, "rules.value(" .. t .. ")"), 5, "V 4 + 1")
  g:choose("sabotage Nick with Templar Warrior")
  has(g:options(), "3 Promotion, 0 Destiny") -- 5 / 2 = 2.5, rounded up
  g:choose("2 Promotion, 1 Destiny")
  eq(H.pp(g, 1), 2, "Promotion") eq(H.dp(g, 1), 1, "Destiny")
end)

test("Step One: Draw: a draw pile with fewer cards than the hand needs is drawn to the last card, and play continues", function()
  -- "If you draw the last card from your draw pile, continue playing
  -- normally. The game does not end; you simply have no more cards to draw."
  local g = H.pos("draw_short")
  eq(H.count(g, "hand", 2), 5, "2 + the 3 left")
  eq(H.count(g, "draw", 2), 0, "the draw pile is empty")
  ok(not g:over(), "the game goes on (Mike still has a draw pile)")
  eq(g:seat(), 2, "Nick's Actions step")
end)
