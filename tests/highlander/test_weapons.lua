-- Highlander: Weapons and Hilts (summary: Objects, Disarmed, Becoming
-- Armed/Getting UnProne; cards Dirk, Claymore, Basket Hilt, Dragon's Head
-- Hilt).
local H = dofile(ROOT .. "/tests/highlander/common.lua")

local endurance = H.endurance

local function card_var(g, name, k) return g:eval("cv.var(" .. g:id(name) .. ", '" .. k .. "')") end

test("Objects: 'there may only be one Hilt in play for each Weapon the player has': a second Hilt needs a second Weapon (Dirk)", function()
  local g = H.game{ phase = "attack", ann = { board = { "Basket Hilt" }, hand = { "Dragon's Head Hilt", "Center Attack" } } }
  eq(g:eval("#rules.weapons(1)"), 1, "one Weapon: the unnamed one")
  hasnt(g:options(), "Dragon's Head Hilt", "one Weapon, one Hilt in play already")
  local g2 = H.game{ phase = "attack", ann = { board = { "Basket Hilt", "Dirk" }, hand = { "Dragon's Head Hilt", "Center Attack" } } }
  eq(g2:eval("#rules.weapons(1)"), 2, "the Dirk is a second Weapon")
  has(g2:options(), "play the object Dragon's Head Hilt")
  local g3 = H.game{ phase = "attack", ann = { persona = { "Connor MacLeod" }, hand = { "Dragon's Head Hilt", "Center Attack" } } }
  eq(g3:eval("rules.weapons(1)[1].name"), "Katana", "the Persona's Weapon")
  has(g3:options(), "play the object Dragon's Head Hilt", "a first Hilt for the Katana")
end)

test("Objects: 'Playing a Hilt does not bump a Hilt already in play'", function()
  local g = H.game{ phase = "attack", ann = { board = { "Dirk", "Basket Hilt" }, hand = { "Dragon's Head Hilt", "Center Attack" } } }
  g:choose("play the object Dragon's Head Hilt")
  eq(H.where(g, "Basket Hilt"), "board", "the first Hilt stays")
  eq(H.where(g, "Dragon's Head Hilt"), "board", "the second is in play")
  eq(g:eval("#rules.hilts(1)"), 2)
end)

test("Objects: Hilts: a Hilt stays when its Weapon is lost; with options hilt_weapons=armed and hilt_excess=discard the last played goes", function()
  local pos = { phase = "defense", ann = { board = { "Dirk", "Basket Hilt", "Dragon's Head Hilt" }, hand = { "Fury" } },
    bob = { board = { { "Disarming Twist", vars = { pending = 1 } } } } }
  local g = H.game(pos)
  g:choose("take Disarming Twist")
  g:choose("disarm Dirk")
  eq(H.where(g, "Dragon's Head Hilt"), "board", "by default a Hilt in play stays")
  pos.options = { hilt_weapons = "armed", hilt_excess = "discard" }
  local g2 = H.game(pos)
  g2:choose("take Disarming Twist")
  g2:choose("disarm Dirk")
  eq(H.where(g2, "Dragon's Head Hilt"), "discard", "one Weapon not Disarmed: one Hilt, the last played goes")
  eq(H.where(g2, "Basket Hilt"), "board")
  has(g2:log(), "Ann has more Hilts than Weapons")
end)

test("Disarmed: 'If you have more than one Weapon, you get to choose which one gets Disarmed'; Disarmed only when every Weapon is", function()
  local g = H.game{ phase = "defense", ann = { board = { "Dirk" }, hand = { "Center Attack" } },
    bob = { board = { { "Disarming Twist", vars = { pending = 1 } } } } }
  g:choose("take Disarming Twist")
  has(g:prompt(), "which of your Weapons is Disarmed")
  eq(g:seat(), 1, "the Disarmed player chooses")
  local opts = g:options()
  has(opts, "disarm Weapon")
  has(opts, "disarm Dirk")
  g:choose("disarm Dirk")
  eq(card_var(g, "Dirk", "disarmed"), 1, "the Dirk is Disarmed")
  eq(g:eval("rules.is_disarmed(1)"), false, "the other Weapon is not: Ann is not Disarmed")
  has(g:options(), "attack with Center Attack", "Ann may attack")
  has(g:state(), "Disarmed: Dirk", "the summary line names the Disarmed Weapon")
end)

test("Disarmed: 'If you have no weapon you cannot play attacks or blocks' (option unnamed_weapon=no: no Persona, no Weapon card)", function()
  local g = H.game{ phase = "attack", options = { unnamed_weapon = "no" }, ann = { hand = { "Center Attack", "Dirk", "Throwing Knife" } } }
  local opts = g:options()
  hasnt(opts, "attack with Center Attack", "no Weapon")
  has(opts, "attack with Throwing Knife", "a Ranged Attack needs none")
  has(g:state(), "no Weapon")
  g:choose("play the object Dirk")
  has(g:options(), "attack with Center Attack", "the Dirk is a Weapon")
end)

test("Becoming Armed/Getting UnProne: 'If you have more than one weapon Disarmed you may Exert for each weapon'", function()
  local g = H.game{ phase = "maydo", ann = { vars = { disarmed = 1 }, board = { { "Dirk", vars = { disarmed = 1 } } },
    hand = { "Fury" }, endurance = endurance({ "Duck", "Trip", "Upper Left Attack", "Jump", "Jump" }) } }
  local opts = g:options()
  has(opts, "try to rearm Weapon: Soft Exertion for 3 agility")
  has(opts, "try to rearm Dirk [" .. g:id("Dirk") .. "]: Soft Exertion for 3 agility")
  g:choose("try to rearm Dirk [" .. g:id("Dirk") .. "]: Soft Exertion for 3 agility")
  eq(card_var(g, "Dirk", "disarmed"), nil, "3 agility: the Dirk is rearmed")
  eq(H.pvar(g, 1, "disarmed"), 1, "the other Weapon is still Disarmed")
  opts = g:options()
  hasnt(opts, "Dirk", "one Exertion a turn for the Dirk")
  has(opts, "try to rearm: Soft Exertion for 3 agility", "an Exertion for the other Weapon")
end)

test("Becoming Armed/Getting UnProne: with Dragon's Head Hilt in play a Soft Exertion to rearm needs 2 of the named Gem, a Hard one 1", function()
  local g = H.game{ phase = "maydo", ann = { vars = { disarmed = 1 }, board = { "Dragon's Head Hilt" }, hand = { "Fury" },
    endurance = endurance({ "Duck", "Trip", "Jump", "Jump", "Jump" }) } }
  local opts = g:options()
  has(opts, "try to rearm: Soft Exertion for 2 agility")
  has(opts, "try to rearm: Hard Exertion for 1 agility")
  g:choose("try to rearm: Soft Exertion for 2 agility")
  eq(H.pvar(g, 1, "disarmed"), nil, "2 agility: rearmed")
end)

test("Power Blows: Claymore, a Weapon, makes its owner's Power Blows +1 while it is not Disarmed", function()
  local g = H.game{ phase = "attack", ann = { board = { "Claymore" }, hand = { "Center Attack" } } }
  g:choose("as a Power Blow")
  eq(g:eval("rules.damage(" .. g:id("Center Attack") .. ")"), 6, "5 + 1")
  local g2 = H.game{ phase = "attack", ann = { board = { { "Claymore", vars = { disarmed = 1 } } }, hand = { "Center Attack" } } }
  g2:choose("as a Power Blow")
  eq(g2:eval("rules.damage(" .. g2:id("Center Attack") .. ")"), 5, "the Claymore is Disarmed")
end)

test("Objects: Basket Hilt draws a card each time one of its owner's Blocks defends an attack", function()
  local g = H.game{ phase = "defense", ann = { board = { "Basket Hilt" }, hand = { "Upper Left Block", "Fury" } },
    bob = { board = { { "Center Attack", vars = { pending = 1 } } } } }
  g:choose("with Upper Left Block")
  local line = has(g:log(), "[Basket Hilt", "Basket Hilt triggered")
  has(line, "moves from Ann's endurance to Ann's hand", "a card drawn")
end)
