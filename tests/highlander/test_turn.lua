-- Highlander: Sequence Of Turns and the six phases (summary headings).
local H = dofile(ROOT .. "/tests/highlander/common.lua")

local function first_line(log, text)
  for i, l in ipairs(log) do
    if l:find(text, 1, true) then return i end
  end
  return nil
end

test("Sequence Of Turns: set-up deals a hand up to Ability 15 (Connor's Persona +1), then six phases in order", function()
  local g = game{ rules = "highlander", seed = 3, options = { "first_player=1" } }
  eq(H.ability(g, 1), 15, "Ann's Ability")
  eq(H.ability(g, 2), 15, "Bob's Ability")
  eq(H.size(g, "hand", 1), 16, "Ann's hand: Ability 15 + Connor MacLeod's hand size +1")
  eq(H.size(g, "hand", 2), 15, "Bob's hand")
  eq(H.size(g, "endurance", 2), 68 - 15, "Bob's Endurance: 68 cards, 15 drawn")
  eq(H.titles(g, "persona", 1)[1], "Connor MacLeod", "Ann's Persona in play")
  g:auto(12)
  local log = g:log()
  local last = 0
  for _, p in ipairs({ "Sweep Phase begins", "May Do/Must Do Phase begins", "Defense Phase begins",
      "Attack Phase begins", "Ability Adjustment Phase begins", "Draw/Discard Phase begins", "turn 2: Bob" }) do
    local i = first_line(log, p)
    ok(i and i > last, p .. " after the phase before it")
    last = i or last
  end
end)

test("Sweep Phase: attacks, blocks, Edges and Events go to the discard pile; a Situation stays", function()
  local g = H.game{ phase = "sweep", ann = { hand = { "Fury" }, board = { "Center Attack", "Upper Block", "Fury",
    "Second Wind", "Battle Focus", "Duck" } } }
  -- the sweep needs no decision: the game stops in the May Do/Must Do Phase (an Edge in hand)
  local discard = H.titles(g, "discard", 1)
  for _, t in ipairs({ "Center Attack", "Upper Block", "Fury", "Second Wind", "Duck" }) do has(discard, t, "swept") end
  eq(H.where(g, "Battle Focus"), "board", "the Situation stays in play")
end)

test("Sweep Phase: with option sweep_dodges=no a Dodge stays in play", function()
  local g = H.game{ phase = "sweep", options = { sweep_dodges = "no" }, ann = { hand = { "Fury" },
    board = { "Duck", "Center Attack" } } }
  eq(H.where(g, "Duck"), "board", "the Dodge stays")
  eq(H.where(g, "Center Attack"), "discard", "the attack is swept")
end)

test("May Do/Must Do Phase: an Edge is played here and nowhere else; Edges: Fury makes the attack +1 damage", function()
  local g = H.game{ phase = "maydo", ann = { hand = { "Fury", "Center Attack", "Second Wind" } } }
  local opts = g:options()
  has(opts, "play the Edge Fury")
  hasnt(opts, "Center Attack", "no attack in the May Do/Must Do Phase")
  hasnt(opts, "Second Wind", "no Special Card in the May Do/Must Do Phase")
  g:choose("play the Edge Fury")
  eq(H.where(g, "Fury"), "board", "the Edge is in play")
  g:choose("pass") -- the Defense Phase: Second Wind could be played; nothing to defend
  -- in the Attack Phase the Edge is not offered again
  has(g:options(), "attack with Center Attack")
  hasnt(g:options(), "Fury", "an Edge only in the May Do/Must Do Phase")
  g:answer(g:eval("cv.offered('attack with Center Attack')"))
  eq(g:eval("rules.damage(" .. g:id("Center Attack") .. ")"), 4, "3 damage +1 from Fury")
end)

test("May Do/Must Do Phase: an effect 'during your May Do/Must Do Phase' resolves (Plots: Long Game mills the opponent)", function()
  local g = H.game{ phase = "maydo", ann = { board = { "Long Game" }, hand = { "Fury" } },
    bob = { endurance = { "Head Shot", "Jump", "Duck" } } }
  eq(H.where(g, "Head Shot"), "discard", "Bob's top card is discarded")
  eq(H.size(g, "endurance", 2), 2, "Bob's Endurance")
end)

test("Defense Phase: an opponent's attack of their last turn is defended here; only a defence covering it is offered", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Left Block", "Lower Block", "Upper Right Block" } },
    bob = { board = { { "Center Attack", vars = { pending = 1 } } } } }
  local opts = g:options()
  has(opts, "with Upper Left Block")
  has(opts, "with Upper Right Block")
  hasnt(opts, "Lower Block", "the Lower Block does not cover the center")
  g:choose("Upper Left Block")
  eq(H.where(g, "Upper Left Block"), "board", "the block is played")
  eq(H.pool(g, 1, "loss"), 0, "no damage")
  eq(g:eval("cv.var(" .. g:id("Center Attack") .. ", 'pending')"), nil, "the attack is answered")
end)

test("Defense Phase: Special Cards may be played; one Special Card a turn, so none again in the Attack Phase", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Second Wind", "Battle Focus", "Center Attack" } } }
  local opts = g:options()
  has(opts, "play the event Second Wind")
  has(opts, "play the situation Battle Focus")
  g:choose("Second Wind")
  -- the Defense Phase window closes (nothing more to play), the Attack Phase opens
  local o = g:options()
  has(o, "attack with Center Attack")
  hasnt(o, "Battle Focus", "one Special Card a turn")
end)

test("Attack Phase: one Attack Opportunity; Special Cards may be played here", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Center Attack", "Upper Left Attack", "Battle Focus" } } }
  has(g:options(), "play the situation Battle Focus")
  g:answer(g:eval("cv.offered('attack with Center Attack')"))
  local o = g:options()
  hasnt(o, "attack with", "no second attack")
  has(o, "Battle Focus", "a Special Card still")
  eq(g:eval("cv.var(" .. g:id("Center Attack") .. ", 'pending')") ~= nil, true, "pending for Bob's Defense Phase")
end)

test("Ability Adjustment Phase: damage taken is applied here, not before", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Left Attack" } },
    bob = { board = { { "Center Attack", vars = { pending = 1 } } } } }
  -- Ann has no defence: she takes the attack, recorded as loss until the Ability Adjustment Phase
  hasnt(g:options(), "with", "no defence to offer")
  g:choose("undefended")
  has(g:prompt(), "attack action")
  eq(H.pool(g, 1, "loss"), 3, "3 pending")
  eq(H.ability(g, 1), 15, "not yet applied")
  g:choose("pass") -- the Attack Phase
  eq(H.ability(g, 1), 12, "applied in the Ability Adjustment Phase")
  eq(H.pool(g, 1, "loss"), 0, "loss cleared")
end)

test("Ability Adjustment Phase: Ability gained is applied, never above 15; Events: Second Wind gains 2", function()
  local g = H.game{ phase = "attack", ann = { pools = { ability = 14 }, hand = { "Second Wind", "Center Attack" } } }
  g:choose("Second Wind")
  eq(H.pool(g, 1, "gain"), 2, "2 gained, pending")
  g:choose("pass")
  eq(H.ability(g, 1), 15, "14 + 2, at most 15")
end)

test("Ability Adjustment Phase: an Ability of 0 loses the game (facts sheet: Winning)", function()
  local g = H.game{ phase = "attack", ann = { pools = { ability = 2, loss = 3 }, hand = { "Center Attack" } } }
  g:choose("pass")
  ok(g:over(), "the game is over")
  has(g:result(), "Bob wins: Ann's Ability is 0")
end)

test("Draw/Discard Phase: draw up to the hand size, which is the current Ability (facts sheet)", function()
  local g = H.game{ phase = "attack", ann = { pools = { ability = 5 }, hand = { "Duck", "Jump" } } }
  g:choose("pass")
  eq(H.size(g, "hand", 1), 5, "drawn up to Ability 5")
end)

test("Draw/Discard Phase: discard down to the hand size, the player choosing", function()
  local g = H.game{ phase = "attack", ann = { pools = { ability = 2 }, hand = { "Duck", "Jump", "Upper Block", "Lower Block" } } }
  g:choose("pass")
  has(g:prompt(), "Discard down to 2")
  g:choose("discard Upper Block")
  g:choose("discard Lower Block")
  eq(H.size(g, "hand", 1), 2, "two left")
  eq(H.where(g, "Upper Block"), "discard", "the chosen card discarded")
  eq(H.where(g, "Duck"), "hand", "kept")
end)

test("Draw/Discard Phase: 'Drawing its last card is Exhaustion: the player loses 5 Ability' (facts sheet); the discard pile reshuffled", function()
  local g = H.game{ phase = "attack", ann = { pools = { ability = 10 }, hand = { "Fury" }, endurance = { "Duck", "Jump" },
    discard = { "Upper Block", "Lower Block", "Center Attack", "Upper Left Block", "Lower Left Block" } } }
  g:choose("pass")
  -- 2 drawn (exhaustion: Ability 10 -> 5), then 2 more from the reshuffled pile up to 5
  eq(H.ability(g, 1), 5, "5 Ability lost")
  has(g:log(), "Ann's Endurance is exhausted")
  eq(H.size(g, "hand", 1), 5, "hand up to the new Ability 5")
end)

test("Draw/Discard Phase: with option exhaustion_refill=none the Endurance stays empty", function()
  local g = H.game{ phase = "attack", options = { exhaustion_refill = "none" },
    ann = { pools = { ability = 10 }, hand = { "Fury" }, endurance = { "Duck", "Jump" }, discard = { "Upper Block" } } }
  g:choose("pass")
  eq(H.ability(g, 1), 5, "5 Ability lost")
  eq(H.size(g, "hand", 1), 3, "only two cards drawn")
  eq(H.where(g, "Upper Block"), "discard", "the discard pile stays")
end)

test("Draw/Discard Phase: the turn limit option ends a game that goes on as a draw", function()
  local g = H.game{ phase = "attack", turn = 7, options = { turn_limit = "7" }, ann = { hand = { "Duck" } } }
  g:choose("pass")
  ok(g:over(), "over")
  has(g:result(), "a draw: the turn limit of 7 turns")
end)
