-- Highlander: Edges played with another card, Head Shots made from another
-- attack, the additional damage of a Power Blow, damage prevention
-- (summary: Edges, Head Shots, Power Blows; facts sheet: Ability loss is
-- not damage).
local H = dofile(ROOT .. "/tests/highlander/common.lua")

local function attack_label(g, title, suffix) return "attack with " .. title .. " [" .. g:id(title) .. "]" .. (suffix or "") end
local function card_var(g, name, k) return g:eval("cv.var(" .. g:id(name) .. ", '" .. k .. "')") end

test("Edges: 'Edge cards may be played alone, or in conjunction with another card (the Edge will state this)': Deep Cut with an attack", function()
  local g = H.game{ phase = "maydo", ann = { hand = { "Deep Cut", "Fury", "Center Attack" } } }
  local opts = g:options()
  has(opts, "play the Edge Fury", "Fury is played alone")
  hasnt(opts, "Deep Cut", "Deep Cut is not played alone")
  g:choose("pass")
  g:choose(attack_label(g, "Center Attack"))
  has(g:prompt(), "Edges: play one with Center Attack")
  local o = g:options()
  has(o, "play the Edge Deep Cut [" .. g:id("Deep Cut") .. "] with Center Attack")
  hasnt(o, "Fury", "an Edge of the May Do/Must Do Phase is not played with a card")
  g:choose("Deep Cut")
  eq(H.where(g, "Deep Cut"), "board")
  eq(g:eval("rules.damage(" .. g:id("Center Attack") .. ")"), 5, "3 + 2 if successful")
end)

test("Edges: 'you may play as many Edge cards as the text on the card allows': one Deep Cut a turn; an Edge that states none (Fury), as many (option edge_limit)", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Deep Cut", "Deep Cut", "Center Attack" } } }
  g:choose(attack_label(g, "Center Attack"))
  local o = g:options()
  eq(#o, 3, "two copies or none")
  g:answer(1)
  hasnt(g:options(), "Deep Cut", "Deep Cut: one a turn")
  eq(g:eval("rules.damage(" .. g:id("Center Attack") .. ")"), 5, "+2 once")
  local g2 = H.game{ phase = "maydo", ann = { hand = { "Fury", "Fury", "Center Attack" } } }
  g2:choose_any("play the Edge Fury")
  has(g2:options(), "play the Edge Fury", "a second Fury")
  local g3 = H.game{ phase = "maydo", options = { edge_limit = "1" }, ann = { hand = { "Fury", "Fury", "Center Attack" } } }
  g3:choose_any("play the Edge Fury")
  hasnt(g3:options(), "Fury", "option edge_limit=1")
end)

test("Edges: 'Edge cards that state Play During your May Do/Must Do Phase may ONLY be played during that Phase'", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Fury", "Upper Left Block", "Center Attack" } },
    bob = { board = { { "Center Attack", vars = { pending = 1 } } } } }
  g:choose("with Upper Left Block")
  hasnt(g:prompt(), "Edges", "not with a defence")
  hasnt(g:options(), "Fury", "not in the Attack Phase")
end)

test("Edges: Steady Stance played with a Block makes it a Power Block without an Exertion (Power Blows)", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Left Block", "Steady Stance", "Fury" } },
    bob = { board = { { "Center Attack", vars = { pending = 1, power = 1 } } } } }
  g:choose("with Upper Left Block")
  g:choose("play the Edge Steady Stance")
  has(g:log(), "Upper Left Block [" .. g:id("Upper Left Block") .. "] is a Power Block")
  hasnt(g:log(), "Hard Exertion", "no Exertion")
  eq(H.pool(g, 1, "loss"), 0, "the Power Blow is stopped")
end)

test("Edges: no Edge with a Hidden Attack (option edge_with_hidden)", function()
  local pos = { phase = "attack", turn = 4, ann = { hand = { "Center Attack", "Deep Cut" } }, bob = { vars = { pb_turn = 3 } } }
  local g = H.game(pos)
  g:choose(attack_label(g, "Center Attack", " hidden"))
  hasnt(g:options(), "Deep Cut", "no Edge with it")
  pos.options = { edge_with_hidden = "yes" }
  local g2 = H.game(pos)
  g2:choose(attack_label(g2, "Center Attack", " hidden"))
  has(g2:options(), "play the Edge Deep Cut [" .. g2:id("Deep Cut") .. "] with the hidden attack")
end)

test("Head Shots: 'To make an attack a Head Shot, you must play it in conjunction with a card titled Head Shot': a Power Blow with no Exertion", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Upper Left Attack", "Head Shot, Edge" } } }
  local hs = g:eval("cv.zone('hand', 1)[2]")
  eq(g:eval("cv.def(" .. hs .. ").title"), "Head Shot", "a card titled Head Shot")
  g:choose(attack_label(g, "Upper Left Attack"))
  g:choose("play the Edge Head Shot")
  local a = g:id("Upper Left Attack")
  ok(g:eval("rules.is_head_shot(" .. a .. ")"), "a Head Shot")
  eq(g:eval("cv.var(" .. a .. ", 'power')"), 1, "a Power Blow")
  eq(g:eval("rules.damage(" .. a .. ")"), 5)
  eq(g:seat(), 2, "the Attack Phase is over")
  hasnt(g:log(), "Hard Exertion", "no Exertion")
end)

test("Head Shots: 'Any card that covers at least one of the top 3 grids AND can be made a Power Blow may be made a Head Shot'", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Lower Left Attack", "Head Shot, Edge" } } }
  g:choose(attack_label(g, "Lower Left Attack"))
  hasnt(g:options(), "Head Shot", "not a lower attack")
  local g2 = H.game{ phase = "attack", ann = { hand = { "Upper Left Attack", "Head Shot, Edge" } } }
  g2:choose(attack_label(g2, "Upper Left Attack", " as a Power Blow"))
  g2:choose("play the Edge Head Shot")
  eq(g2:seat(), 2, "the Attack Phase is over")
  hasnt(g2:log(), "Hard Exertion", "a Power Blow stated, then made a Head Shot: no Exertion")
  local g3 = H.game{ phase = "attack", ann = { hand = { "Throwing Knife", "Head Shot, Edge" } } }
  g3:choose(attack_label(g3, "Throwing Knife"))
  hasnt(g3:options(), "Head Shot", "a Ranged Attack cannot be a Power Blow, so no Head Shot")
end)

test("Head Shots: 'or In conjunction with an effect that makes an attack a Head Shot': There Can Be Only One", function()
  local g = H.game{ phase = "attack", ann = { hand = { "There Can Be Only One", "Upper Left Attack" } } }
  g:choose("play the event There Can Be Only One")
  g:choose(attack_label(g, "Upper Left Attack"))
  ok(g:eval("rules.is_head_shot(" .. g:id("Upper Left Attack") .. ")"), "a Head Shot")
  local g2 = H.game{ phase = "attack", ann = { hand = { "There Can Be Only One", "Lower Left Attack" } } }
  g2:choose("play the event There Can Be Only One")
  g2:choose(attack_label(g2, "Lower Left Attack"))
  ok(not g2:eval("rules.is_head_shot(" .. g2:id("Lower Left Attack") .. ")"), "a lower attack is not")
end)

test("Head Shots: an attack made a Head Shot the opponent cannot defend wins the game; blocked, the difference", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Lower Block", "Fury" } },
    bob = { board = { { "Upper Left Attack", vars = { pending = 1, power = 1, head_shot = 1 } } } } }
  g:choose("take Upper Left Attack")
  ok(g:over(), "over")
  has(g:result(), "Bob wins with a Head Shot")
  local g2 = H.game{ phase = "defense", ann = { hand = { "Upper Block", "Fury" } },
    bob = { board = { { "Upper Left Attack", vars = { pending = 1, power = 1, head_shot = 1 } } } } }
  g2:choose("with Upper Block")
  g2:choose("take the difference (2)")
  ok(not g2:over(), "defended")
end)

test("Power Blows: 'they take the difference between the two damage values plus any additional damage for a successful attack'", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Left Block", "Fury" } },
    bob = { board = { { "Center Attack", vars = { pending = 1, power = 1, bonus = 1 } } } } }
  g:choose("with Upper Left Block")
  g:choose("take the difference (3)")
  eq(H.pool(g, 1, "loss"), 3, "5 - 3, plus Fury's 1")
  has(g:log(), "Ann takes the difference, 2, plus 1 additional damage")
  -- Deep Cut, played with the Power Blow
  local g2 = H.game{ phase = "attack", ann = { hand = { "Center Attack", "Deep Cut" } },
    bob = { hand = { "Upper Left Block", "Fury" } } }
  g2:choose(attack_label(g2, "Center Attack", " as a Power Blow"))
  g2:choose("play the Edge Deep Cut")
  -- the Attack Phase ends (nothing more to play): the Hard Exertion for the Power Blow
  has(g2:log(), "Ann makes a Hard Exertion for a Power Blow")
  g2:choose("pass") -- Bob's May Do/Must Do Phase
  g2:choose("with Upper Left Block")
  g2:choose("take the difference (4)")
  eq(H.pool(g2, 2, "loss"), 4, "5 - 3, plus Deep Cut's 2")
end)

test("Ability Adjustment Phase: Damage prevented is not taken, Ability Loss is not damage (facts sheet): Holy Ground and Sunda Kastagir", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Holy Ground", "Lower Block" } },
    bob = { board = { "Sunda Kastagir", { "Center Attack", vars = { pending = 1 } } } } }
  g:choose("play the event Holy Ground")
  g:choose("take Center Attack")
  has(g:log(), "Holy Ground [" .. g:id("Holy Ground") .. "] prevents 3 damage to Ann")
  eq(H.pool(g, 1, "loss"), 1, "the damage prevented; Sunda Kastagir's Ability loss is not")
  g:choose("pass")
  eq(H.ability(g, 1), 14)
end)

test("Events: Holy Ground prevents 3 damage in all, a Power Blow's difference among them", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Holy Ground", "Upper Left Block", "Fury" } },
    bob = { board = { { "Center Attack", vars = { pending = 1, power = 1 } }, { "Lower Right Attack", vars = { pending = 2 } } } } }
  g:choose("play the event Holy Ground")
  g:choose("with Upper Left Block")
  g:choose("take the difference (2)")
  eq(H.pool(g, 1, "loss"), 0, "the difference prevented")
  eq(card_var(g, "Holy Ground", "ward"), 1, "1 left")
  g:choose("take Lower Right Attack")
  eq(H.pool(g, 1, "loss"), 2, "3 - 1 prevented")
  eq(card_var(g, "Holy Ground", "ward"), nil, "spent")
end)
