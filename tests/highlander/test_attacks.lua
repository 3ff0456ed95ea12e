-- Highlander: Attacking and the Types of Attacks (summary: Game Mechanics).
local H = dofile(ROOT .. "/tests/highlander/common.lua")

-- The option whose label is exactly "attack with TITLE [id]" plus suffix.
local function attack_label(g, title, suffix) return "attack with " .. title .. " [" .. g:id(title) .. "]" .. (suffix or "") end

local function pending(g, name) return g:eval("cv.var(" .. g:id(name) .. ", 'pending')") end

test("Attacking: one Attack Opportunity a turn; the attack waits for the opponent's next Defense Phase", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Center Attack", "Upper Left Attack" } },
    bob = { hand = { "Upper Left Block", "Fury" } } }
  g:choose(attack_label(g, "Center Attack"))
  ok(pending(g, "Center Attack"), "pending")
  eq(H.where(g, "Upper Left Attack"), "hand", "no second attack")
  -- Bob's turn: his Defense Phase answers it
  g:choose("pass") -- Bob's May Do/Must Do Phase
  has(g:options(), "defend Center Attack")
  g:choose("with Upper Left Block")
  eq(pending(g, "Center Attack"), nil, "answered")
end)

test("Types of Attacks: Basic Attacks may be made a Power Blow; Special Attacks may not", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Center Attack", "Spinning Strike", "Throwing Knife", "Trip" } } }
  local opts = g:options()
  has(opts, "attack with Center Attack [")
  local pb = {}
  for _, o in ipairs(opts) do if o:find("Power Blow") then pb[#pb + 1] = o end end
  eq(#pb, 1, "only the basic attack can be a Power Blow")
  has(pb[1], "Center Attack")
end)

test("Basic Attacks: a basic attack may be played Hidden after the opponent's Power Blow", function()
  local g = H.game{ phase = "attack", turn = 4, ann = { hand = { "Center Attack" } }, bob = { vars = { pb_turn = 3 } } }
  local opts = g:options()
  has(opts, attack_label(g, "Center Attack", " hidden"))
  has(opts, "hidden as a Power Blow", "a Hidden Attack may be a Power Blow")
end)

test("Non-Basic Attacks: a non-basic attack may be a Power Blow; a Persona's card needs its Persona in play", function()
  local g = H.game{ phase = "attack", ann = { persona = { "The Kurgan" }, hand = { "Kurgan's Rage" } } }
  has(g:options(), attack_label(g, "Kurgan's Rage", " as a Power Blow"))
  local g2 = H.game{ phase = "attack", ann = { persona = { "Connor MacLeod" }, hand = { "Kurgan's Rage", "Center Attack" } } }
  hasnt(g2:options(), "Kurgan's Rage", "not without The Kurgan")
end)

test("Dirty Tricks: no damage, Unblockable (a Dodge may defend), and if not defended its effect: Trip makes Prone", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Lower Block", "Jump", "Fury" } },
    bob = { board = { { "Trip", vars = { pending = 1 } } } } }
  local opts = g:options()
  hasnt(opts, "Lower Block", "Unblockable")
  has(opts, "with Jump")
  g:choose("take Trip")
  eq(H.pvar(g, 1, "prone"), 1, "Ann is Prone")
  eq(H.pool(g, 1, "loss"), 0, "no damage")
end)

test("Dirty Tricks: may be played while Disarmed; Disarming Twist disarms", function()
  local g = H.game{ phase = "attack", ann = { vars = { disarmed = 1 }, hand = { "Disarming Twist", "Center Attack" } },
    bob = { hand = { "Fury" } } }
  local opts = g:options()
  has(opts, "attack with Disarming Twist")
  hasnt(opts, "Center Attack", "no basic attack while Disarmed")
  g:choose("Disarming Twist")
  g:choose("pass") -- Bob's May Do/Must Do Phase
  g:choose("take") -- Bob's Defense Phase: nothing defends the middle row
  eq(H.pvar(g, 2, "disarmed"), 1, "Bob is Disarmed")
end)

test("Special Attacks: no Power Blow and never a Hidden Attack", function()
  local g = H.game{ phase = "attack", turn = 4, ann = { hand = { "Spinning Strike" } }, bob = { vars = { pb_turn = 3 } } }
  local opts = g:options()
  has(opts, "attack with Spinning Strike")
  hasnt(opts, "hidden", "no Hidden Special Attack")
  hasnt(opts, "Power Blow")
end)

test("Ranged Attacks: no Block defends them, nor a Dodge titled Back Away; another Dodge does", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Left Block", "Master's Guard", "Back Away", "Fury" } },
    bob = { board = { { "Throwing Knife", vars = { pending = 1 } } } } }
  local opts = g:options()
  hasnt(opts, "Block", "no Block")
  hasnt(opts, "Master's Guard", "no Block")
  hasnt(opts, "Back Away", "not Back Away")
  has(opts, "Hard Exertion for a defence")
end)

test("Ranged Attacks: may be played while Disarmed, never as a Power Blow", function()
  local g = H.game{ phase = "attack", ann = { vars = { disarmed = 1 }, hand = { "Throwing Knife" } } }
  local opts = g:options()
  has(opts, "attack with Throwing Knife")
  hasnt(opts, "Power Blow")
end)

test("Power Blows: stated as the attack is played, made by a Hard Exertion at the end of the Attack Phase", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Center Attack", "Battle Focus" } } }
  g:choose("as a Power Blow")
  eq(g:eval("cv.var(" .. g:id("Center Attack") .. ", 'power')"), nil, "not yet: the phase goes on")
  g:choose("pass")
  has(g:log(), "Ann makes a Hard Exertion for a Power Blow")
  eq(g:eval("cv.var(" .. g:id("Center Attack") .. ", 'power')"), 1, "a Power Blow")
  eq(g:eval("rules.damage(" .. g:id("Center Attack") .. ")"), 5, "its Power Blow value")
end)

test("Power Blows: 'they must make a Hard Exertion for a Power Block, otherwise they take the difference between the two damage values'", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Left Block", "Fury" } },
    bob = { board = { { "Center Attack", vars = { pending = 1, power = 1 } } } } }
  g:choose("with Upper Left Block")
  has(g:options(), "make a Power Block")
  g:choose("take the difference (2)")
  eq(H.pool(g, 1, "loss"), 2, "5 - 3")
end)

test("Power Blows: a Power Block (Hard Exertion) stops all of it; Dodges: a Dodge needs none", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Left Block", "Fury" } },
    bob = { board = { { "Center Attack", vars = { pending = 1, power = 1 } } } } }
  g:choose("with Upper Left Block")
  g:choose("make a Power Block")
  has(g:log(), "Ann makes a Hard Exertion for a Power Block")
  eq(H.pool(g, 1, "loss"), 0, "no damage")
  local g2 = H.game{ phase = "defense", ann = { hand = { "Back Away", "Fury" } },
    bob = { board = { { "Center Attack", vars = { pending = 1, power = 1 } } } } }
  g2:choose("with Back Away")
  eq(H.pool(g2, 1, "loss"), 0, "dodged: no damage, no Power Block asked")
  hasnt(g2:log(), "Power Block")
end)

test("Power Blows: with option power_exertion_needs=card the Power Block must find a Block", function()
  local e = {}
  for i = 1, 30 do e[i] = "Jump" end
  local g = H.game{ phase = "defense", options = { power_exertion_needs = "card" },
    ann = { hand = { "Upper Left Block", "Fury" }, endurance = e },
    bob = { board = { { "Center Attack", vars = { pending = 1, power = 1 } } } } }
  g:choose("with Upper Left Block")
  g:choose("make a Power Block")
  has(g:log(), "the Exertion finds no block")
  eq(H.ability(g, 1), 13, "the difference (2), applied in the Ability Adjustment Phase")
end)

test("Power Blows: The Kurgan's Persona makes his Power Blows +1 (facts sheet: Persona)", function()
  local g = H.game{ phase = "attack", ann = { persona = { "The Kurgan" }, hand = { "Center Attack" } } }
  g:choose("as a Power Blow")
  eq(g:eval("rules.damage(" .. g:id("Center Attack") .. ")"), 6, "5 + 1")
end)

test("Hidden Attacks: only after the opponent made a Power Blow in their last turn", function()
  local g = H.game{ phase = "attack", turn = 4, ann = { hand = { "Center Attack" } }, bob = { vars = { pb_turn = 2 } } }
  hasnt(g:options(), "hidden", "a Power Blow two turns ago does not count")
  local g2 = H.game{ phase = "attack", turn = 4, ann = { hand = { "Center Attack" } }, bob = { vars = { pb_turn = 3 } } }
  has(g2:options(), "hidden")
end)

test("Hidden Attacks: played face down: the opponent sees neither the card nor its name in the log", function()
  local g = H.game{ phase = "attack", turn = 4, ann = { hand = { "Center Attack" } },
    bob = { vars = { pb_turn = 3 }, hand = { "Upper Block", "Fury" } } }
  g:choose(attack_label(g, "Center Attack", " hidden"))
  local id = g:id("Center Attack")
  eq(g:eval("cv.visible(" .. id .. ", 2)"), false, "Bob cannot see it")
  for _, l in ipairs(g:log(2)) do
    ok(not l:find("Center Attack", 1, true), "Bob's log does not name it: " .. l)
  end
  g:choose("pass") -- Bob's May Do/Must Do Phase
  has(g:options(), "guess against the hidden attack with Upper Block")
end)

test("Head Shots: a Head Shot is a Power Blow at once, with no Exertion", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Head Shot" } } }
  hasnt(g:options(), "Power Blow", "no choice to make")
  g:choose("attack with Head Shot")
  eq(g:eval("cv.var(" .. g:id("Head Shot") .. ", 'power')"), 1, "a Power Blow")
  hasnt(g:log(), "Hard Exertion")
end)

test("Head Shots: a Head Shot the opponent cannot defend wins the game (facts sheet: Winning)", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Lower Block", "Fury" } },
    bob = { board = { { "Head Shot", vars = { pending = 1, power = 1 } } } } }
  g:choose("take Head Shot")
  ok(g:over(), "over")
  has(g:result(), "Bob wins with a Head Shot")
end)

test("Head Shots: blocked without a Power Block: defended, the difference taken (option headshot_blocked)", function()
  local pos = { phase = "defense", ann = { hand = { "Upper Block", "Fury" } },
    bob = { board = { { "Head Shot", vars = { pending = 1, power = 1 } } } } }
  local g = H.game(pos)
  g:choose("with Upper Block")
  g:choose("take the difference (3)")
  ok(not g:over(), "defended")
  eq(H.pool(g, 1, "loss"), 3, "6 - 3")
  pos.options = { headshot_blocked = "lost" }
  local g2 = H.game(pos)
  g2:choose("with Upper Block")
  g2:choose("take the difference")
  ok(g2:over(), "with headshot_blocked=lost the game is lost")
  has(g2:result(), "Bob wins with a Head Shot")
end)

test("Head Shots: a Head Shot dodged is defended", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Duck", "Fury" } },
    bob = { board = { { "Head Shot", vars = { pending = 1, power = 1 } } } } }
  g:choose("with Duck")
  ok(not g:over(), "defended")
  eq(H.pool(g, 1, "loss"), 0)
end)

test("Hidden Attacks: 'Hidden Attacks are played face down': committed (cv.commit), revealed to both players before it is moved face up", function()
  local g = H.game{ phase = "attack", turn = 4, ann = { hand = { "Center Attack" } },
    bob = { vars = { pb_turn = 3 }, hand = { "Upper Left Block", "Fury" } } }
  g:choose(attack_label(g, "Center Attack", " hidden"))
  has(g:log(2), "Ann commits a card face down in Ann's facedown as #", "Bob is told a card is committed")
  g:choose("pass") -- Bob's May Do/Must Do Phase
  g:choose("guess against the hidden attack with Upper Left Block")
  local log = g:log()
  local r, m
  for i, l in ipairs(log) do
    if not r and l:find("is revealed to every player: the card committed as", 1, true) then r = i end
    if not m and l:find("Center Attack [" .. g:id("Center Attack") .. "] moves from Ann's facedown", 1, true) then m = i end
  end
  ok(r and m and r < m, "revealed to all, then moved")
  eq(H.pool(g, 2, "loss"), 0, "the guess was right")
end)

test("Hidden Attacks: 'Unless otherwise stated, Hidden Attacks may be made a Power Blow': the Hard Exertion is made at the end of the Attack Phase", function()
  local g = H.game{ phase = "attack", turn = 4, ann = { hand = { "Center Attack" } },
    bob = { vars = { pb_turn = 3 }, hand = { "Upper Left Block", "Fury" } } }
  g:choose(attack_label(g, "Center Attack", " hidden as a Power Blow"))
  has(g:log(), "Ann makes a Hard Exertion for a Power Blow")
  eq(g:eval("cv.var(" .. g:id("Center Attack") .. ", 'power')"), 1, "a Power Blow")
  for _, l in ipairs(g:log(2)) do
    ok(not l:find("Center Attack", 1, true), "Bob's log does not name it: " .. l)
  end
  g:choose("pass")
  g:choose("guess against the hidden attack with Upper Left Block")
  has(g:log(), "Center Attack [" .. g:id("Center Attack") .. "] is a Power Blow")
  has(g:options(), "make a Power Block")
end)
