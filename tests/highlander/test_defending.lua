-- Highlander: Defending, Blocks, Dodges, Defending Hidden Attacks, Prone and
-- Disarmed (summary: Game Mechanics).
local H = dofile(ROOT .. "/tests/highlander/common.lua")

local function attacks(list)
  local out = {}
  for i, t in ipairs(list) do out[i] = { t, vars = { pending = i } } end
  return out
end

test("Defending: one defence an attack, covering every square of it", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Block", "Upper Left Block", "Fury" } },
    bob = { board = attacks({ "Kurgan's Rage" }) } } -- upper center and center
  local opts = g:options()
  has(opts, "with Upper Left Block")
  hasnt(opts, "Upper Block [", "the Upper Block does not cover the center")
end)

test("Defending: a defence may defend consecutive attacks it covers", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Left Block", "Fury" } },
    bob = { board = attacks({ "Center Attack", "Upper Left Attack" }) } }
  g:choose("with Upper Left Block")
  has(g:options(), "defend Upper Left Attack [", "the second attack")
  g:choose("with the standing Upper Left Block")
  eq(H.pool(g, 1, "loss"), 0, "both defended")
end)

test("Defending: after an attack it did not defend, a standing defence is not offered again (option defence_reuse)", function()
  local pos = { phase = "defense", ann = { hand = { "Upper Left Block", "Fury" } },
    bob = { board = attacks({ "Center Attack", "Lower Right Attack", "Upper Left Attack" }) } }
  local g = H.game(pos)
  g:choose("with Upper Left Block")
  g:choose("take Lower Right Attack")
  hasnt(g:options(), "standing", "the chain is broken")
  pos.options = { defence_reuse = "any" }
  local g2 = H.game(pos)
  g2:choose("with Upper Left Block")
  g2:choose("take Lower Right Attack")
  has(g2:options(), "with the standing Upper Left Block", "option any")
end)

test("Blocks: your first attack cannot be to a grid covered by your Block", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Left Block", "Center Attack", "Lower Right Attack" } },
    bob = { board = attacks({ "Upper Left Attack" }) } }
  g:choose("with Upper Left Block")
  local opts = g:options()
  hasnt(opts, "Center Attack", "the center is covered by Ann's block")
  has(opts, "attack with Lower Right Attack")
end)

test("Dodges: you may attack to the squares your Dodge covers", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Duck", "Upper Left Attack" } },
    bob = { board = attacks({ "Upper Left Attack" }) } }
  g:choose("with Duck")
  has(g:options(), "attack with Upper Left Attack [" .. g:eval("cv.zone('hand', 1)[1]") .. "]")
end)

test("Defending Hidden Attacks: a guess from hand, then the attack is revealed; a right guess defends", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Left Block", "Lower Block", "Fury" } },
    bob = { facedown = { { "Center Attack", vars = { pending = 1, hidden = 1 } } } } }
  local opts = g:options()
  has(opts, "guess against the hidden attack with Upper Left Block")
  has(opts, "guess against the hidden attack with Lower Block", "any defence may be guessed")
  g:choose("with Upper Left Block")
  has(g:log(), "the hidden attack is Center Attack")
  eq(H.where(g, "Center Attack"), "board", "face up")
  eq(H.pool(g, 1, "loss"), 0, "defended")
end)

test("Defending Hidden Attacks: 'If the defense is improper, you may then Exert for a defense': a wrong guess is discarded, a Hard Exertion finds a defence", function()
  local e = { "Upper Right Block" }
  for i = 2, 30 do e[i] = "Jump" end
  local pos = { phase = "defense", ann = { hand = { "Lower Block", "Upper Left Block", "Fury" }, endurance = e },
    bob = { facedown = { { "Center Attack", vars = { pending = 1, hidden = 1 } } } } }
  local g = H.game(pos)
  g:choose("with Lower Block")
  eq(H.where(g, "Lower Block"), "discard", "the wrong guess is discarded")
  local opts = g:options()
  hasnt(opts, "Upper Left Block", "only one defence from hand for a Hidden Attack")
  has(opts, "Hard Exertion for a defence against Center Attack")
  g:choose("Hard Exertion")
  eq(H.where(g, "Upper Right Block"), "board", "found in the Exertion")
  eq(H.pool(g, 1, "loss"), 0, "defended")
  pos.options = { hidden_wrong_guess = "hand" }
  local g2 = H.game(pos)
  g2:choose("with Lower Block")
  eq(H.where(g2, "Lower Block"), "hand", "option hidden_wrong_guess=hand")
end)

test("Defending Hidden Attacks: exerting first turns the attack face up", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Lower Block", "Fury" } },
    bob = { facedown = { { "Center Attack", vars = { pending = 1, hidden = 1 } } } } }
  g:choose("Hard Exertion")
  local i = has(g:log(), "the hidden attack is Center Attack")
  local j = has(g:log(), "Ann makes a Hard Exertion")
  local li, lj
  for n, l in ipairs(g:log()) do
    if l == i then li = n end
    if l == j then lj = n end
  end
  ok(li < lj, "revealed before the Exertion")
end)

test("Prone and Disarmed: Prone does not affect cards played from an Exertion", function()
  local e = { "Upper Left Block" }
  for i = 2, 30 do e[i] = "Jump" end
  local g = H.game{ phase = "defense", ann = { vars = { prone = 1 }, hand = { "Fury" }, endurance = e },
    bob = { board = attacks({ "Center Attack" }) } }
  g:choose("Hard Exertion")
  eq(H.where(g, "Upper Left Block"), "board", "played with no matching card to discard")
  eq(H.where(g, "Fury"), "hand")
end)

test("Prone: 'you must Discard a card from your Hand that matches the card type of any card you wish to play from your Hand. This is considered to be a Cost'", function()
  local g = H.game{ phase = "attack", ann = { vars = { prone = 1 }, hand = { "Center Attack", "Upper Left Attack", "Duck" } } }
  g:choose("attack with Center Attack [" .. g:id("Center Attack") .. "]")
  eq(H.where(g, "Upper Left Attack"), "discard", "the other attack paid")
  eq(H.where(g, "Duck"), "hand", "a Dodge does not match an attack")
  local g2 = H.game{ phase = "attack", ann = { vars = { prone = 1 }, hand = { "Center Attack", "Duck" } } }
  hasnt(g2:options(), "Center Attack", "no matching card: it cannot be played")
end)

test("Example: 'You would play your Dodge and place another Dodge from your Hand on top of your Discard Pile'", function()
  local g = H.game{ phase = "defense", ann = { vars = { prone = 1 }, hand = { "Duck", "Jump", "Upper Block", "Fury" } },
    bob = { board = attacks({ "Upper Left Attack" }) } }
  local opts = g:options()
  has(opts, "with Duck")
  hasnt(opts, "with Upper Block", "no other Block to pay for it")
  g:choose("with Duck")
  eq(H.where(g, "Duck"), "board", "the Dodge defends")
  eq(H.where(g, "Jump"), "discard", "the other Dodge paid")
  eq(g:eval("cv.zone('discard', 1)[1]"), g:id("Jump"), "on top of the discard pile")
  eq(H.pool(g, 1, "loss"), 0)
end)

test("Prone: with option prone_match=defence a Block matches a Dodge", function()
  local g = H.game{ phase = "defense", options = { prone_match = "defence" },
    ann = { vars = { prone = 1 }, hand = { "Duck", "Upper Block", "Fury" } },
    bob = { board = attacks({ "Upper Left Attack" }) } }
  local opts = g:options()
  has(opts, "with Duck")
  has(opts, "with Upper Block")
  g:choose("with Upper Block")
  eq(H.where(g, "Duck"), "discard", "the Dodge paid for the Block")
end)

test("Disarmed: no attacks and no Blocks, but Dodges", function()
  local g = H.game{ phase = "defense", ann = { vars = { disarmed = 1 }, hand = { "Upper Left Block", "Back Away", "Center Attack" } },
    bob = { board = attacks({ "Center Attack" }) } }
  local opts = g:options()
  hasnt(opts, "Upper Left Block", "no Block")
  has(opts, "with Back Away")
  g:choose("with Back Away")
  hasnt(g:options(), "attack with", "no attack")
end)
