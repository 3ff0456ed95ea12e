-- Highlander: Exertions (summary: Game Mechanics).
local H = dofile(ROOT .. "/tests/highlander/common.lua")

local endurance = H.endurance

test("Exertions: an Exertion takes the top 5 cards of the Endurance (facts sheet: Exertion size)", function()
  local g = H.game{ phase = "maydo", ann = { vars = { prone = 1 }, hand = { "Fury" } } }
  g:choose("try to get up: Soft Exertion for 3 agility")
  has(g:log(), "Ann looks at the top 5 cards of Ann's endurance")
end)

test("Soft Exertions: seen by their owner only, then put back on the bottom of the Endurance in the same order", function()
  local g = H.game{ phase = "maydo", ann = { vars = { prone = 1 }, hand = { "Fury" },
    endurance = { "Duck", "Jump", "Upper Block", "Lower Block", "Head Shot", "Trip", "Fury" } } }
  g:choose("try to get up: Soft Exertion for 3 agility")
  eq(table.concat(H.titles(g, "endurance", 1), ","), "Trip,Fury,Duck,Jump,Upper Block,Lower Block,Head Shot",
    "the five on the bottom, in order")
  has(g:log(1), "Ann looks at the top 5 cards of Ann's endurance: Duck", "Ann sees them")
  local bobs = has(g:log(2), "Ann looks at the top 5 cards of Ann's endurance")
  hasnt(bobs, "Duck", "Bob does not see them")
end)

test("Soft Exertions: with option soft_shown=yes the opponent sees them too", function()
  local g = H.game{ phase = "maydo", options = { soft_shown = "yes" }, ann = { vars = { prone = 1 }, hand = { "Fury" },
    endurance = endurance({ "Duck", "Jump" }) } }
  g:choose("try to get up: Soft Exertion for 3 agility")
  has(g:log(2), "Duck [", "Bob sees the Duck")
end)

test("Soft Exertions: no Illusion is played from a Soft Exertion", function()
  local g = H.game{ phase = "maydo", ann = { vars = { prone = 1 }, hand = { "Fury" },
    endurance = endurance({ "Mirror Image", "Duck" }) } }
  g:choose("try to get up: Soft Exertion for 3 agility")
  hasnt(g:options(), "Illusion")
  eq(H.where(g, "Mirror Image"), "endurance")
end)

test("Reasons to make a Soft Exertion: who goes first: each player exerts, shown to both; more Gems goes first", function()
  for seed = 1, 6 do
    local g = game{ rules = "highlander", seed = seed }
    local log = g:log()
    local n = {}
    for _, l in ipairs(log) do
      local who, k = l:match("(%a+) shows (%d+) Gems")
      if who then n[#n + 1] = { who, tonumber(k) } end
    end
    ok(#n >= 2, "both exerted")
    local a, b = n[#n - 1], n[#n]
    local first = g:eval("cv.var(cv.GAME, 'player')")
    if a[2] ~= b[2] then
      eq(first, a[2] > b[2] and 1 or 2, "seed " .. seed .. ": more Gems goes first")
    end
    has(g:log(2), "is revealed to every player", "shown to Bob")
  end
end)

test("Reasons to make a Soft Exertion: 'To attempt to get up if you are Prone'; Becoming Armed/Getting UnProne: 'If you make a Soft Exertion you must get 3 of the named Gem'", function()
  -- Duck, Trip, Upper Left Attack: 3 agility
  local g = H.game{ phase = "maydo", ann = { vars = { prone = 1 }, hand = { "Fury" },
    endurance = endurance({ "Duck", "Trip", "Upper Left Attack", "Jump", "Jump" }) } }
  g:choose("try to get up: Soft Exertion for 3 agility")
  eq(H.pvar(g, 1, "prone"), nil, "Ann is up")
  local g2 = H.game{ phase = "maydo", ann = { vars = { prone = 1 }, hand = { "Fury" },
    endurance = endurance({ "Duck", "Trip", "Jump", "Jump", "Jump" }) } }
  g2:choose("try to get up: Soft Exertion for 3 agility")
  eq(H.pvar(g2, 1, "prone"), 1, "2 agility: still Prone")
  hasnt(g2:options(), "try to get up", "one Exertion a turn for each effect")
end)

test("Becoming Armed/Getting UnProne: 'If you are both Disarmed AND Prone, you may Exert for both, completing one at a time': a Hard Exertion for 2 Gems rearms, then a Soft one", function()
  local g = H.game{ phase = "maydo", ann = { vars = { prone = 1, disarmed = 1 }, hand = { "Fury" },
    endurance = endurance({ "Duck", "Trip", "Jump", "Jump", "Jump", "Throwing Knife", "Disarming Twist", "Upper Right Block" }) } }
  g:choose("try to rearm: Hard Exertion for 2 agility")
  eq(H.pvar(g, 1, "disarmed"), nil, "rearmed with 2 agility")
  local opts = g:options()
  has(opts, "try to get up: Soft Exertion for 3 wisdom")
  hasnt(opts, "Hard Exertion", "only one Hard Exertion a turn")
  g:choose("try to get up: Soft Exertion for 3 wisdom")
  eq(H.pvar(g, 1, "prone"), nil, "up with 3 wisdom")
end)

test("Becoming Armed/Getting UnProne: with option gems_per_card=one a card counts at most one Gem", function()
  -- Mirror Image shows wisdom and agility; Kurgan's Rage two strength
  local e = endurance({ "Kurgan's Rage", "Center Attack", "Jump", "Jump", "Jump" })
  local g = H.game{ phase = "maydo", ann = { vars = { prone = 1 }, hand = { "Fury" }, endurance = e } }
  g:choose("try to get up: Soft Exertion for 3 strength")
  eq(H.pvar(g, 1, "prone"), nil, "2 + 1 + 1 + 1: up")
  local g2 = H.game{ phase = "maydo", options = { gems_per_card = "one" },
    ann = { vars = { prone = 1 }, hand = { "Fury" }, endurance = endurance({ "Kurgan's Rage", "Center Attack", "Jump", "Trip", "Trip" }) } }
  g2:choose("try to get up: Soft Exertion for 3 strength")
  eq(H.pvar(g2, 1, "prone"), nil, "1 + 1 + 1: up")
  local g3 = H.game{ phase = "maydo", options = { gems_per_card = "one" },
    ann = { vars = { prone = 1 }, hand = { "Fury" }, endurance = endurance({ "Kurgan's Rage", "Center Attack", "Trip", "Trip", "Trip" }) } }
  g3:choose("try to get up: Soft Exertion for 3 strength")
  eq(H.pvar(g3, 1, "prone"), 1, "Kurgan's Rage counts once: 2, still Prone")
end)

test("Hard Exertions: the cards not played go onto the discard pile in the same order (option exert_discard_order)", function()
  local g = H.game{ phase = "maydo", ann = { vars = { prone = 1 }, hand = { "Fury" },
    endurance = endurance({ "Duck", "Jump", "Upper Block", "Lower Block", "Head Shot" }) } }
  g:choose("try to get up: Hard Exertion for 2 agility")
  eq(table.concat(H.titles(g, "discard", 1), ","), "Duck,Jump,Upper Block,Lower Block,Head Shot", "top card on top")
  local g2 = H.game{ phase = "maydo", options = { exert_discard_order = "reversed" }, ann = { vars = { prone = 1 },
    hand = { "Fury" }, endurance = endurance({ "Duck", "Jump", "Upper Block", "Lower Block", "Head Shot" }) } }
  g2:choose("try to get up: Hard Exertion for 2 agility")
  eq(table.concat(H.titles(g2, "discard", 1), ","), "Head Shot,Lower Block,Upper Block,Jump,Duck", "reversed")
end)

test("Hard Exertions: only one a turn: after one in the May Do/Must Do Phase no Power Blow can be stated", function()
  local g = H.game{ phase = "maydo", ann = { vars = { disarmed = 1 }, hand = { "Fury", "Center Attack" },
    endurance = endurance({ "Duck", "Trip" }) } }
  g:choose("try to rearm: Hard Exertion for 2 agility")
  eq(H.pvar(g, 1, "disarmed"), nil, "rearmed")
  -- hand play has ended for the May Do/Must Do Phase: the game goes on to the Attack Phase
  local opts = g:options()
  has(opts, "attack with Center Attack")
  hasnt(opts, "Power Blow", "the Hard Exertion of this turn is made")
end)

test("Hard Exertions: 'Making a Hard Exertion ENDS your chance to play cards from your Hand for that Phase': a second attack is not defended from hand", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Lower Block", "Fury" },
    endurance = endurance({ "Upper Left Block", "Jump", "Jump", "Jump", "Jump" }) },
    bob = { board = { { "Center Attack", vars = { pending = 1 } }, { "Lower Center Attack", vars = { pending = 2 } } } } }
  -- the first attack: no defence in hand for the center, so a Hard Exertion for one
  g:choose("Hard Exertion for a defence")
  eq(H.where(g, "Upper Left Block"), "board", "found and played")
  -- the second attack: the Lower Block in hand would cover it, but hand play has ended and no
  -- second Hard Exertion can be made: it is taken without a decision (the only option)
  has(g:log(), "Lower Center Attack [", "the second attack")
  has(g:log(), "is not defended")
  eq(H.where(g, "Lower Block"), "hand", "the Lower Block was not played")
  eq(H.ability(g, 1), 12, "the second attack hit: 3 Ability lost")
end)

test("Reasons to make a Hard Exertion: to search for a defence when none in hand covers the attack", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Lower Block", "Fury" },
    endurance = endurance({ "Jump", "Jump", "Jump", "Jump", "Jump" }) },
    bob = { board = { { "Center Attack", vars = { pending = 1 } } } } }
  g:choose("Hard Exertion for a defence")
  has(g:log(), "Ann finds nothing to play")
  eq(H.ability(g, 1), 12, "nothing found: the attack hits")
  eq(H.size(g, "discard", 1), 5, "the five cards discarded")
end)

test("Reasons to make a Hard Exertion: to search for an attack when none is in hand; Attacking: one found is played", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Duck" },
    endurance = endurance({ "Jump", "Upper Left Attack", "Center Attack", "Jump", "Jump" }) } }
  has(g:options(), "Hard Exertion to search for an attack")
  g:choose("Hard Exertion to search for an attack")
  local opts = g:options()
  eq(#opts, 2, "one of the two attacks found")
  g:choose("play Center Attack")
  eq(H.where(g, "Center Attack"), "board", "played")
  ok(g:eval("cv.var(" .. g:id("Center Attack") .. ", 'pending')") ~= nil, "an attack for Bob to defend")
  eq(H.where(g, "Upper Left Attack"), "discard", "the other goes to the discard pile")
end)

test("Becoming Armed/Getting UnProne: 'If you make a Hard Exertion you must get 2 of the named Gem': getting up with 2, not with 1", function()
  local g = H.game{ phase = "maydo", ann = { vars = { prone = 1 }, hand = { "Fury" },
    endurance = endurance({ "Duck", "Jump", "Trip", "Jump", "Jump" }) } }
  g:choose("try to get up: Hard Exertion for 2 agility")
  eq(H.pvar(g, 1, "prone"), nil, "2 agility: up")
  local g2 = H.game{ phase = "maydo", ann = { vars = { prone = 1 }, hand = { "Fury" },
    endurance = endurance({ "Duck", "Jump", "Jump", "Jump", "Jump" }) } }
  g2:choose("try to get up: Hard Exertion for 2 agility")
  eq(H.pvar(g2, 1, "prone"), 1, "1 agility: still Prone")
  has(g2:log(), "Ann finds 1 agility and fails")
end)

test("Reasons to make a Soft Exertion: 'If a card effect tells you to': Meditation, a Soft Exertion for a named Gem; 2 found, 1 Ability gained", function()
  -- Mirror Image: wisdom and agility; Long Game: wisdom
  local g = H.game{ phase = "attack", ann = { pools = { ability = 12 }, hand = { "Meditation", "Center Attack" },
    endurance = endurance({ "Mirror Image", "Long Game", "Duck", "Jump", "Jump" }) } }
  g:choose("play the event Meditation")
  has(g:prompt(), "Meditation: make a Soft Exertion for which Gem?")
  g:choose("wisdom")
  has(g:log(), "Ann makes a Soft Exertion for wisdom (Meditation")
  has(g:log(), "Ann finds 2 wisdom")
  eq(H.pool(g, 1, "gain"), 1, "1 Ability gained")
  local e = H.titles(g, "endurance", 1)
  eq(e[#e - 4], "Mirror Image", "the five back on the bottom, in order")
  eq(e[#e], "Jump")
  local g2 = H.game{ phase = "attack", ann = { pools = { ability = 12 }, hand = { "Meditation", "Center Attack" },
    endurance = endurance({ "Mirror Image", "Duck", "Jump", "Jump", "Jump" }) } }
  g2:choose("play the event Meditation")
  g2:choose("wisdom")
  eq(H.pool(g2, 1, "gain"), 0, "1 wisdom: nothing")
end)

test("Reasons to make a Soft Exertion: 'you may only make one for each effect causing the need': the rearm and Meditation, one each", function()
  local g = H.game{ phase = "maydo", ann = { vars = { disarmed = 1 }, hand = { "Fury", "Meditation" },
    endurance = endurance({ "Jump", "Jump", "Jump", "Jump", "Jump" }) } }
  g:choose("try to rearm: Soft Exertion for 3 agility")
  eq(H.pvar(g, 1, "disarmed"), 1, "no agility: still Disarmed")
  hasnt(g:options(), "try to rearm", "no second Exertion for the rearm this turn")
  g:choose("pass") -- the Defense Phase: Meditation, another effect
  g:choose("play the event Meditation")
  g:choose("strength")
  local n = 0
  for _, l in ipairs(g:log()) do if l:find("makes a Soft Exertion", 1, true) then n = n + 1 end end
  eq(n, 2, "one Soft Exertion for each effect")
end)

test("Reasons to make a Hard Exertion: 'If you cannot play a card (not counting Edge cards) from your Hand during your turn': one card found that can be played now", function()
  local g = H.game{ phase = "attack", ann = { pools = { ability = 12 }, hand = { "Duck", "Deep Cut" },
    endurance = endurance({ "Second Wind", "Jump", "Upper Left Attack", "Jump", "Jump" }) } }
  local opts = g:options()
  has(opts, "Hard Exertion: no card in hand can be played (play one found)", "a Dodge and an Edge: no card to play")
  g:choose("Hard Exertion: no card in hand can be played")
  has(g:log(), "Ann makes a Hard Exertion as no card in hand can be played")
  local o = g:options()
  has(o, "play Second Wind [")
  has(o, "play Upper Left Attack [", "an attack could be played now too")
  hasnt(o, "Jump", "a Dodge could not")
  g:choose("play Second Wind")
  eq(H.ability(g, 1), 14, "the Event's effect: 2 gained (applied in the Ability Adjustment Phase)")
  eq(H.where(g, "Upper Left Attack"), "discard", "the rest discarded")
  eq(H.where(g, "Deep Cut"), "hand", "hand play is over")
end)

test("Reasons to make a Hard Exertion: if you cannot play a card from your Hand during your turn: not after a card was played from hand this turn (option stuck_exertion)", function()
  local pos = { phase = "defense", ann = { hand = { "Upper Left Block", "Duck" } },
    bob = { board = { { "Center Attack", vars = { pending = 1 } } } } }
  local g = H.game(pos)
  g:choose("with Upper Left Block")
  local opts = g:options() -- the Attack Phase
  has(opts, "Hard Exertion to search for an attack")
  hasnt(opts, "no card in hand can be played", "a card was played from hand this turn")
  pos.options = { stuck_exertion = "phase" }
  local g2 = H.game(pos)
  g2:choose("with Upper Left Block")
  has(g2:options(), "Hard Exertion: no card in hand can be played", "option stuck_exertion=phase: none can be played now")
  local g3 = H.game{ phase = "defense", options = { stuck_exertion = "phase" }, ann = { hand = { "Duck", "Center Attack" } } }
  has(g3:options(), "Hard Exertion: no card in hand can be played", "in the Defense Phase too: no attack to defend")
end)
