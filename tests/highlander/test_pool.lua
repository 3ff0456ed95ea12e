-- Highlander: the generic cards, the third Persona (Juan Sanchez Villa-Lobos
-- Ramirez) and his cards, and the decks ramirez.deck and generic.deck. Each
-- test names the summary's heading (or the facts sheet's) the card plays by.
local H = dofile(ROOT .. "/tests/highlander/common.lua")

local RAMIREZ = "Juan Sanchez Villa-Lobos Ramirez"

-- The option whose label is exactly "attack with TITLE [id]" plus suffix.
local function attack_label(g, title, suffix) return "attack with " .. title .. " [" .. g:id(title) .. "]" .. (suffix or "") end

local function damage(g, name) return g:eval("rules.damage(" .. g:id(name) .. ")") end

-- The options of the pending decision that name title.
local function naming(g, title)
  local out = {}
  for _, o in ipairs(g:options()) do if o:find(title, 1, true) then out[#out + 1] = o end end
  return out
end

-- ---- attacks ------------------------------------------------------------------------

test("Non-Basic Attacks: Backhand Slash may be a Power Blow (6); Lower Left Block covers its three squares, no row, column or other quadrant does", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Backhand Slash" } } }
  g:choose(attack_label(g, "Backhand Slash", " as a Power Blow")) -- nothing else to play: the Hard Exertion follows
  eq(damage(g, "Backhand Slash"), 6, "its Power Blow value")
  local d = H.game{ phase = "defense", ann = { hand = { "Lower Left Block", "Upper Left Block", "Sidestep", "Lower Block",
    "Back Away", "Fury" } }, bob = { board = { { "Backhand Slash", vars = { pending = 1 } } } } }
  has(d:options(), "with Lower Left Block")
  hasnt(d:options(), "Upper Left Block", "the upper left quadrant misses the lower squares")
  hasnt(d:options(), "Sidestep", "the left column misses the lower center square")
  hasnt(d:options(), "Lower Block [", "the lower row misses the middle left square")
  hasnt(d:options(), "Back Away", "the middle row and center column miss the lower left square")
  d:choose("take Backhand Slash")
  eq(H.pool(d, 1, "loss"), 4, "its damage taken")
end)

test("Non-Basic Attacks: Overhead Chop, made a Power Blow, deals 6 undefended; not being titled Head Shot, it does not end the game", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Left Block", "Spin Away", "Fury" } },
    bob = { board = { { "Overhead Chop", vars = { pending = 1, power = 1 } } } } }
  hasnt(g:options(), "Upper Left Block", "the upper left quadrant misses the upper right square")
  hasnt(g:options(), "Spin Away", "the right column misses the upper center square")
  g:choose("take Overhead Chop")
  eq(H.pool(g, 1, "loss"), 6, "the Power Blow value")
  ok(not g:over(), "no Head Shot: the game goes on")
  local u = H.game{ phase = "defense", ann = { hand = { "Upper Right Block", "Fury" } },
    bob = { board = { { "Overhead Chop", vars = { pending = 1, power = 1 } } } } }
  u:choose("with Upper Right Block")
  u:choose("take the difference (2)")
  eq(H.pool(u, 1, "loss"), 2, "blocked without a Power Block: 6 - 4")
end)

test("Non-Basic Attacks: Diagonal Cut has one damage value, so it cannot be made a Power Blow; 4 damage", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Diagonal Cut", "Center Attack" } },
    bob = { hand = { "Upper Block", "Back Away" } } }
  has(g:options(), attack_label(g, "Diagonal Cut"))
  hasnt(g:options(), "Diagonal Cut [" .. g:id("Diagonal Cut") .. "] as a Power Blow")
  has(g:options(), "Center Attack [" .. g:id("Center Attack") .. "] as a Power Blow", "a basic attack still may")
  g:choose(attack_label(g, "Diagonal Cut")) -- nothing else to decide until Bob's Defense Phase
  has(g:options(), "Hard Exertion for a defence against Diagonal Cut", "neither the upper row nor Back Away covers both squares")
  hasnt(g:options(), "Upper Block")
  hasnt(g:options(), "Back Away")
  g:choose("take Diagonal Cut")
  eq(H.pool(g, 2, "loss"), 4)
end)

test("Dirty Tricks: Sand in the Eyes is Unblockable; not defended, the opponent discards a card from his Hand at random", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Upper Block", "Sidestep", "Spin Away" } },
    bob = { board = { { "Sand in the Eyes", vars = { pending = 1 } } } } }
  hasnt(g:options(), "Upper Block", "no Block stops a Dirty Trick")
  hasnt(g:options(), "Sidestep", "a column misses two squares of the upper row")
  hasnt(g:options(), "Spin Away")
  g:choose("take Sand in the Eyes")
  eq(H.size(g, "hand", 1), 2, "one card gone from the Hand")
  eq(H.size(g, "discard", 1), 1, "to the discard pile")
  eq(H.pool(g, 1, "loss"), 0, "no damage")
  local d = H.game{ phase = "defense", ann = { hand = { "Duck", "Fury", "Center Attack" } },
    bob = { board = { { "Sand in the Eyes", vars = { pending = 1 } } } } }
  d:choose("with Duck")
  eq(H.size(d, "hand", 1), 2, "dodged: only the Duck left the Hand")
  eq(H.where(d, "Fury"), "hand")
end)

test("Special Attacks: Leaping Strike is never a Power Blow nor a Hidden Attack; 4 damage to the upper row", function()
  local g = H.game{ phase = "attack", turn = 4, ann = { hand = { "Leaping Strike" } }, bob = { vars = { pb_turn = 3 } } }
  eq(#naming(g, "Leaping Strike"), 1, "only the plain attack")
  has(g:options(), attack_label(g, "Leaping Strike"))
  local d = H.game{ phase = "defense", ann = { hand = { "Duck", "Upper Left Block", "Upper Right Block", "Fury" } },
    bob = { board = { { "Leaping Strike", vars = { pending = 1 } } } } }
  has(d:options(), "with Duck", "a Dodge of the upper row stops it")
  hasnt(d:options(), "Upper Left Block", "the upper left quadrant misses the upper right square")
  hasnt(d:options(), "Upper Right Block", "the upper right quadrant misses the upper left square")
  d:choose("take Leaping Strike")
  eq(H.pool(d, 1, "loss"), 4)
end)

test("Ranged Attacks: Hurled Debris may be made while Disarmed; no Block stops it, Jump does", function()
  local g = H.game{ phase = "attack", ann = { vars = { disarmed = 1 }, hand = { "Hurled Debris", "Lower Left Attack" } } }
  has(g:options(), attack_label(g, "Hurled Debris"))
  hasnt(g:options(), "Lower Left Attack", "no basic attack while Disarmed")
  hasnt(g:options(), "Power Blow")
  local d = H.game{ phase = "defense", ann = { hand = { "Lower Left Block", "Lower Block", "Deflecting Block", "Sidestep",
    "Jump", "Fury" } }, bob = { board = { { "Hurled Debris", vars = { pending = 1 } } } } }
  hasnt(d:options(), "Block", "no Block (Deflecting Block may block one, but misses the lower left square)")
  hasnt(d:options(), "Sidestep", "the left column misses the lower center square")
  d:choose("with Jump")
  eq(H.pool(d, 1, "loss"), 0, "dodged")
end)

-- ---- defences ---------------------------------------------------------------------------

test("Blocks: Middle Block covers the middle row (Spinning Strike); Ann's first attack may not go to a square it covers", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Middle Block", "Center Attack", "Upper Left Attack" } },
    bob = { board = { { "Spinning Strike", vars = { pending = 1 } } } } }
  g:choose("with Middle Block")
  eq(H.pool(g, 1, "loss"), 0, "blocked")
  eq(H.where(g, "Middle Block"), "board")
  -- the Attack Phase follows
  hasnt(g:options(), "Center Attack", "the center square is under Ann's Block")
  has(g:options(), attack_label(g, "Upper Left Attack"))
end)

test("Types of Attacks: Deflecting Block may block a Ranged Attack (Throwing Knife); a Block without the words may not", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Deflecting Block", "Middle Block", "Fury" } },
    bob = { board = { { "Throwing Knife", vars = { pending = 1 } }, { "Upper Center Attack", vars = { pending = 2 } },
      { "Lower Center Attack", vars = { pending = 3 } } } } }
  hasnt(g:options(), "Middle Block", "it covers the center square but blocks no Ranged Attack")
  g:choose("with Deflecting Block")
  has(g:log(), "Deflecting Block [" .. g:id("Deflecting Block") .. "] defends Throwing Knife")
  g:choose("with the standing Deflecting Block") -- Defending: consecutive attacks in the center column
  g:choose("with the standing Deflecting Block")
  eq(H.pool(g, 1, "loss"), 0, "all three blocked")
end)

test("Dodges: Sidestep covers the left column; unlike a Block, it leaves Ann free to attack to the squares it covers", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Sidestep", "Backhand Slash" } },
    bob = { board = { { "Upper Left Attack", vars = { pending = 1 } }, { "Middle Left Attack", vars = { pending = 2 } },
      { "Lower Left Attack", vars = { pending = 3 } } } } }
  g:choose("with Sidestep")
  g:choose("with the standing Sidestep") -- Defending: one defence for consecutive attacks it covers
  g:choose("with the standing Sidestep")
  eq(H.pool(g, 1, "loss"), 0, "all three dodged")
  eq(H.where(g, "Sidestep"), "board")
  -- the Attack Phase follows
  has(g:options(), attack_label(g, "Backhand Slash"), "the left column is under Ann's Dodge")
end)

test("Dodges: Spin Away covers the right column and needs no Power Block against a Power Blow", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Spin Away", "Middle Block", "Fury" } },
    bob = { board = { { "Middle Right Attack", vars = { pending = 1, power = 1 } }, { "Upper Right Attack", vars = { pending = 2 } },
      { "Lower Right Attack", vars = { pending = 3 } } } } }
  g:choose("with Spin Away")
  hasnt(g:options(), "Power Block", "no Power Block asked")
  g:choose("with the standing Spin Away") -- Defending: consecutive attacks in the right column
  g:choose("with the standing Spin Away")
  eq(H.pool(g, 1, "loss"), 0, "all of it avoided")
  hasnt(g:log(), "Power Block")
  local u = H.game{ phase = "defense", ann = { hand = { "Spin Away", "Fury" } },
    bob = { board = { { "Center Attack", vars = { pending = 1 } } } } }
  hasnt(u:options(), "Spin Away", "the center square is not in the right column")
end)

-- ---- Special Cards, Illusions, Edges ------------------------------------------------------

test("Events: Moment of Clarity draws the top two cards of the Endurance", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Moment of Clarity", "Center Attack" },
    endurance = { "Duck", "Jump", "Middle Block", "Fury" } } }
  g:choose("play the event Moment of Clarity")
  eq(H.where(g, "Duck"), "hand", "the top card drawn")
  eq(H.where(g, "Jump"), "hand", "and the next")
  eq(H.where(g, "Middle Block"), "endurance", "two only")
  eq(H.where(g, "Moment of Clarity"), "board")
end)

test("Situations: Code of Honour: a Ranged Attack costs its attacker 1 Ability, defended or not; other attacks cost nothing", function()
  local g = H.game{ phase = "defense", ann = { board = { "Code of Honour" }, hand = { "Fury" } },
    bob = { board = { { "Throwing Knife", vars = { pending = 1 } }, { "Center Attack", vars = { pending = 2 } } } } }
  g:choose("take Throwing Knife")
  g:choose("take Center Attack")
  eq(H.pool(g, 1, "loss"), 5, "Ann takes the damage: 2 + 3")
  eq(H.pool(g, 2, "loss"), 1, "Bob loses 1 for his Ranged Attack only")
  local d = H.game{ phase = "defense", ann = { hand = { "Deflecting Block", "Fury" } },
    bob = { board = { "Code of Honour", { "Throwing Knife", vars = { pending = 1 } } } } }
  d:choose("with Deflecting Block")
  eq(H.pool(d, 2, "loss"), 1, "defended: the attacker loses 1 too, with the Situation on his own side")
  eq(H.pool(d, 1, "loss"), 0)
end)

test("Locations: Narrow Alley: each time a Dodge defends an attack, the defender loses 1 Ability; a Block costs nothing", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Back Away", "Fury" } },
    bob = { board = { "Narrow Alley", { "Center Attack", vars = { pending = 1 } } } } }
  g:choose("with Back Away")
  eq(H.pool(g, 1, "loss"), 1, "dodging in the alley")
  local b = H.game{ phase = "defense", ann = { hand = { "Upper Left Block", "Fury" } },
    bob = { board = { "Narrow Alley", { "Center Attack", vars = { pending = 1 } } } } }
  b:choose("with Upper Left Block")
  eq(H.pool(b, 1, "loss"), 0, "blocked: no loss")
end)

test("Plots: Seeking the Prize: during its owner's May Do/Must Do Phase, 1 Ability when behind, none when not", function()
  local g = H.game{ phase = "maydo", ann = { pools = { ability = 10 }, board = { "Seeking the Prize" }, hand = { "Fury" } } }
  eq(H.pool(g, 1, "gain"), 1, "10 is less than 15")
  local a = H.game{ phase = "maydo", ann = { pools = { ability = 15 }, board = { "Seeking the Prize" }, hand = { "Fury" } },
    bob = { pools = { ability = 12 } } }
  eq(H.pool(a, 1, "gain"), 0, "ahead: nothing")
  local b = H.game{ phase = "maydo", player = 2, ann = { pools = { ability = 10 }, board = { "Seeking the Prize" } },
    bob = { hand = { "Fury" } } }
  eq(H.pool(b, 1, "gain"), 0, "not in the opponent's phase")
end)

test("Illusions: Phantom Blade, found in a Hard Exertion, makes the opponent lose 1 Ability", function()
  local endurance = { "Phantom Blade" }
  for i = 2, 30 do endurance[i] = "Lower Right Block" end
  local g = H.game{ phase = "attack", ann = { hand = { "Center Attack" }, endurance = endurance } }
  g:choose("as a Power Blow") -- the Attack Phase ends: the Hard Exertion is made
  g:choose("play the Illusion Phantom Blade")
  eq(H.pool(g, 2, "loss"), 1, "Bob loses 1 in his next Ability Adjustment Phase")
  eq(H.where(g, "Phantom Blade"), "board")
end)

test("Edges: Retrieve Your Blade, played in the May Do/Must Do Phase, rearms without an Exertion", function()
  local g = H.game{ phase = "maydo", ann = { vars = { disarmed = 1 }, hand = { "Retrieve Your Blade", "Center Attack" } } }
  g:choose("play the Edge Retrieve Your Blade")
  eq(H.pvar(g, 1, "disarmed"), nil, "armed again")
  hasnt(g:log(), "Exertion")
  -- nothing else to do before the Attack Phase
  has(g:options(), attack_label(g, "Center Attack"), "a basic attack again")
end)

test("Edges: Retrieve Your Blade rearms every Weapon of its player, a Dirk too (Disarmed: 'If you have more than one Weapon')", function()
  local g = H.game{ phase = "maydo", ann = { vars = { disarmed = 1 }, board = { { "Dirk", vars = { disarmed = 1 } } },
    hand = { "Retrieve Your Blade", "Center Attack" } } }
  eq(g:eval("rules.is_disarmed(1)"), true, "both Weapons Disarmed")
  g:choose("play the Edge Retrieve Your Blade")
  eq(H.pvar(g, 1, "disarmed"), nil, "the player's own Weapon armed again")
  eq(g:eval("cv.var(" .. g:id("Dirk") .. ", 'disarmed')"), nil, "and the Dirk")
end)

-- ---- Ramirez ------------------------------------------------------------------------------------

test("Exertions: Ramirez's Persona makes every Exertion one card more, his opponent's too (facts sheet: Persona)", function()
  local g = H.game{ phase = "maydo", ann = { persona = { RAMIREZ }, vars = { prone = 1 }, hand = { "Fury" } } }
  eq(g:eval("rules.exertion_size(1)"), 6)
  eq(g:eval("rules.exertion_size(2)"), 6)
  g:choose("try to get up: Soft Exertion for 3 agility")
  has(g:log(), "Ann looks at the top 6 cards of Ann's endurance")
  local b = H.game{ phase = "maydo", player = 2, ann = { persona = { RAMIREZ } }, bob = { vars = { prone = 1 }, hand = { "Fury" } } }
  b:choose("try to get up: Soft Exertion for 3 agility")
  has(b:log(), "Bob looks at the top 6 cards of Bob's endurance")
end)

test("Non-Basic Attacks: Ramirez's Lunge needs Ramirez in play; a Power Blow of 6 to the center and middle right squares", function()
  local g = H.game{ phase = "attack", ann = { persona = { RAMIREZ }, hand = { "Ramirez's Lunge" } },
    bob = { hand = { "Upper Right Block", "Spin Away", "Deflecting Block" } } }
  g:choose(attack_label(g, "Ramirez's Lunge", " as a Power Blow")) -- the Hard Exertion follows; then Bob's turn
  eq(damage(g, "Ramirez's Lunge"), 6)
  has(g:options(), "with Upper Right Block")
  hasnt(g:options(), "Spin Away", "the right column misses the center square")
  hasnt(g:options(), "Deflecting Block", "the center column misses the middle right square")
  local c = H.game{ phase = "attack", ann = { persona = { "Connor MacLeod" }, hand = { "Ramirez's Lunge", "Center Attack" } } }
  hasnt(c:options(), "Ramirez's Lunge", "not for Connor MacLeod")
  local n = H.game{ phase = "attack", ann = { hand = { "Ramirez's Lunge", "Center Attack" } } }
  hasnt(n:options(), "Ramirez's Lunge", "not for a Generic Immortal")
end)

test("Dodges: Ramirez's Leap covers the middle and lower rows, for Ramirez only", function()
  local g = H.game{ phase = "defense", ann = { persona = { RAMIREZ }, hand = { "Ramirez's Leap", "Fury" } },
    bob = { board = { { "Backhand Slash", vars = { pending = 1, power = 1 } }, { "Spinning Strike", vars = { pending = 2 } },
      { "Lower Right Attack", vars = { pending = 3 } } } } }
  g:choose("with Ramirez's Leap")
  g:choose("with the standing Ramirez's Leap") -- Defending: consecutive attacks it covers
  g:choose("with the standing Ramirez's Leap")
  eq(H.pool(g, 1, "loss"), 0, "all three avoided, the Power Blow with no Power Block")
  local n = H.game{ phase = "defense", ann = { persona = { "Connor MacLeod" }, hand = { "Ramirez's Leap", "Fury" } },
    bob = { board = { { "Backhand Slash", vars = { pending = 1 } } } } }
  hasnt(n:options(), "Ramirez's Leap", "not without Ramirez")
end)

test("Diamond Icon: Ramirez's Training: one copy on its owner's side; each time he defends with a Dodge he gains 1 Ability", function()
  local g = H.game{ phase = "defense", ann = { persona = { RAMIREZ }, board = { "Ramirez's Training" },
    hand = { "Ramirez's Training", "Back Away", "Upper Left Block" } },
    bob = { board = { { "Center Attack", vars = { pending = 1 } } } } }
  hasnt(g:options(), "play the situation", "no second copy")
  g:choose("with Back Away")
  eq(H.pool(g, 1, "gain"), 1, "a Dodge defended")
  local b = H.game{ phase = "defense", ann = { persona = { RAMIREZ }, board = { "Ramirez's Training" },
    hand = { "Upper Left Block", "Fury" } },
    bob = { board = { { "Center Attack", vars = { pending = 1 } } } } }
  b:choose("with Upper Left Block")
  eq(H.pool(b, 1, "gain"), 0, "a Block: nothing")
  local o = H.game{ phase = "defense", player = 2, ann = { persona = { RAMIREZ }, board = { "Ramirez's Training",
    { "Center Attack", vars = { pending = 1 } } } }, bob = { hand = { "Back Away", "Fury" } } }
  o:choose("with Back Away")
  eq(H.pool(o, 1, "gain"), 0, "the opponent's Dodge: nothing")
  eq(H.pool(o, 2, "gain"), 0)
  local p = H.game{ phase = "attack", ann = { persona = { RAMIREZ }, hand = { "Ramirez's Training", "Center Attack" } } }
  p:choose("play the situation Ramirez's Training")
  eq(H.where(p, "Ramirez's Training"), "board", "with none in play, one may be played")
  local c = H.game{ phase = "attack", ann = { persona = { "Connor MacLeod" }, hand = { "Ramirez's Training", "Center Attack" } } }
  hasnt(c:options(), "Ramirez's Training", "Ramirez only")
end)

-- ---- decks ------------------------------------------------------------------------------------

test("Sequence Of Turns: ramirez.deck and generic.deck pass the deck check and play games to their end (facts sheet: Persona)", function()
  local D = "cards/highlander/decks/"
  local matches = { { "ramirez", "generic" }, { "generic", "ramirez" }, { "ramirez", "connor" }, { "kurgan", "generic" } }
  for i, p in ipairs(matches) do
    for seed = 1, 5 do
      local g = game{ rules = "highlander", seed = seed * 7 + i, decks = { D .. p[1] .. ".deck", D .. p[2] .. ".deck" } }
      g:auto()
      ok(g:over(), p[1] .. " vs " .. p[2] .. ", seed " .. seed .. ": over")
      ok(g:result() ~= nil, "a result")
    end
  end
  local g = game{ rules = "highlander", decks = { D .. "ramirez.deck", D .. "generic.deck" } }
  eq(H.titles(g, "persona", 1)[1], RAMIREZ, "Ramirez in play")
  eq(H.size(g, "persona", 2), 0, "a Generic Immortal has no Persona")
  ok(H.size(g, "endurance", 1) + H.size(g, "hand", 1) >= 50, "at least 50 cards")
end)
