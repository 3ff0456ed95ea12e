-- Highlander: the card types of the summary (Events, Situations, Locations,
-- Plots, Edges, Illusions, Diamond Icon) and the facts sheet's deck rules.
local H = dofile(ROOT .. "/tests/highlander/common.lua")

test("Events: an Event stays in play for the following turn and goes to the discard pile at its owner's next Sweep Phase", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Second Wind", "Center Attack" } },
    bob = { hand = { "Duck" } } }
  g:choose("Second Wind")
  g:choose("pass")
  -- Bob's turn: the Event is still in play
  eq(H.where(g, "Second Wind"), "board", "in play during the opponent's turn")
  g:auto(8) -- through Bob's turn into Ann's next one
  ok(g:eval("cv.var(cv.GAME, 'turn')") >= 5, "Ann's next turn")
  eq(H.where(g, "Second Wind"), "discard", "swept at the beginning of Ann's next turn")
end)

test("Situations: a Situation stays in play; Battle Focus draws a card on a Hard Exertion for a Power Blow", function()
  local g = H.game{ phase = "attack", ann = { board = { "Battle Focus" }, hand = { "Center Attack" } } }
  g:choose("as a Power Blow") -- nothing else to play: the Attack Phase ends
  has(g:log(), "Ann makes a Hard Exertion for a Power Blow")
  local line = has(g:log(), "[Battle Focus", "Battle Focus triggered")
  has(line, "moves from Ann's endurance to Ann's hand", "a card drawn")
  eq(g:eval("cv.var(" .. g:id("Center Attack") .. ", 'power')"), 1, "a Power Blow")
  eq(H.where(g, "Battle Focus"), "board", "the Situation stays")
end)

test("Locations: 'When either player plays a Location, the previous Location is placed in its owners Discard': on either side", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Rooftop", "Center Attack" } }, bob = { board = { "Rooftop" } } }
  local mine = g:eval("cv.zone('hand', 1)[1]")
  local theirs = g:eval("cv.zone('board', 2)[1]")
  g:choose("play the location Rooftop")
  eq(g:eval("cv.where(" .. mine .. ")"), "board", "Ann's Location in play")
  eq(g:eval("cv.where(" .. theirs .. ")"), "discard", "Bob's Location bumped")
  eq(g:eval("select(2, cv.where(" .. theirs .. "))"), 2, "to its owner's pile")
end)

test("Locations: Rooftop: an attacker whose attack is defended loses his standing defences", function()
  local g = H.game{ phase = "defense", player = 1, ann = { board = { "Rooftop" }, hand = { "Upper Left Block", "Fury" } },
    bob = { board = { { "Center Attack", vars = { pending = 1 } }, "Jump" } } }
  g:choose("with Upper Left Block")
  eq(H.where(g, "Jump"), "discard", "Bob's Dodge is discarded")
end)

test("Plots: 'There may be only one copy of a Plot in play by each player. Playing a Plot does not bump a Plot already in play'", function()
  local g = H.game{ phase = "attack", ann = { board = { "Long Game" }, hand = { "Long Game", "Battle Focus" } } }
  local opts = g:options()
  hasnt(opts, "Long Game", "a second copy is not offered")
  has(opts, "Battle Focus")
end)

test("Illusions: an Illusion is never played from the hand", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Mirror Image", "Center Attack" } } }
  hasnt(g:options(), "Mirror Image")
  g:choose("pass")
  eq(H.where(g, "Mirror Image"), "hand")
end)

test("Illusions: one Illusion found in a Hard Exertion may be played (Mirror Image: gain 1 Ability)", function()
  local endurance = { "Mirror Image", "Mirror Image" }
  for i = 3, 30 do endurance[i] = "Lower Right Block" end
  local g = H.game{ phase = "attack", ann = { pools = { ability = 12 }, hand = { "Center Attack" },
    endurance = endurance } }
  g:choose("as a Power Blow") -- nothing else to play: the Attack Phase ends, the Exertion is made
  local opts = g:options()
  eq(#opts, 3, "two Illusions or none")
  has(opts, "play no Illusion")
  g:answer(1)
  eq(H.ability(g, 1), 13, "1 Ability gained (applied in the Ability Adjustment Phase)")
  local on_board = 0
  for _, t in ipairs(H.titles(g, "board", 1)) do if t == "Mirror Image" then on_board = on_board + 1 end end
  eq(on_board, 1, "only one Illusion played")
end)

test("Diamond Icon: a unique card cannot be played while a copy is in play on its owner's side", function()
  local g = H.game{ phase = "defense", ann = { board = { "Master's Guard" }, hand = { "Master's Guard", "Fury" } },
    bob = { board = { { "Center Attack", vars = { pending = 1 } } } } }
  local opts = g:options()
  hasnt(opts, "Master's Guard [", "no second copy from hand")
  has(opts, "take Center Attack")
end)

test("Sequence Of Turns: a deck must hold one of each of the 15 basic cards (facts sheet; option deck_rules)", function()
  local path = os.tmpname()
  local f = io.open(path, "w")
  f:write("name: Cid\n")
  for _, k in ipairs({ "upper_left_attack", "upper_center_attack", "upper_right_attack", "middle_left_attack",
      "center_attack", "middle_right_attack", "lower_left_attack", "lower_center_attack", "lower_right_attack",
      "upper_left_block", "upper_right_block", "lower_left_block", "lower_right_block", "upper_block" }) do
    f:write("4 " .. k .. "\n")
  end
  f:close()
  local err = fails(function() game{ rules = "highlander", decks = { path, "cards/highlander/decks/kurgan.deck" } } end,
    "no Lower Block")
  local g = game{ rules = "highlander", options = { "deck_rules=casual" }, decks = { path, "cards/highlander/decks/kurgan.deck" } }
  ok(g:seat() ~= nil, "a casual game starts")
  os.remove(path)
end)

test("Sequence Of Turns: an Immortal's card needs his Persona in the deck (facts sheet: Persona)", function()
  local src = io.open(ROOT .. "/cards/highlander/decks/connor.deck"):read("a")
  local path = os.tmpname()
  local f = io.open(path, "w")
  f:write((src:gsub("\nconnor_macleod\n", "\nthe_kurgan\n")))
  f:close()
  fails(function() game{ rules = "highlander", decks = { path, "cards/highlander/decks/kurgan.deck" } } end,
    "Connor's Parry needs the Persona Connor MacLeod")
  os.remove(path)
end)

test("Objects: an Object stays in play through its owner's Sweep Phase and affects both players (Ancient Hourglass: Exertions of 4)", function()
  local g = H.game{ phase = "sweep", ann = { hand = { "Fury" }, board = { "Ancient Hourglass" } } }
  eq(H.where(g, "Ancient Hourglass"), "board", "not swept")
  eq(g:eval("rules.exertion_size(1)"), 4, "Ann's Exertions")
  eq(g:eval("rules.exertion_size(2)"), 4, "Bob's Exertions too")
  local g2 = H.game{ phase = "maydo", ann = { vars = { prone = 1 }, hand = { "Fury" } }, bob = { board = { "Ancient Hourglass" } } }
  g2:choose("try to get up: Soft Exertion for 3 agility")
  has(g2:log(), "Ann looks at the top 4 cards of Ann's endurance")
end)

test("Objects: an Object stays until a card removes it (Flood puts every Object in its owner's discard pile)", function()
  local g = H.game{ phase = "attack", ann = { board = { "Ancient Hourglass" }, hand = { "Flood", "Center Attack" } },
    bob = { board = { "Ancient Hourglass" } } }
  g:choose("play the event Flood")
  eq(H.size(g, "board", 2), 0, "Bob's Object removed")
  local titles = H.titles(g, "board", 1)
  hasnt(titles, "Ancient Hourglass", "Ann's Object removed")
  has(H.titles(g, "discard", 2), "Ancient Hourglass", "to its owner's discard pile")
  eq(g:eval("rules.exertion_size(1)"), 5)
end)
