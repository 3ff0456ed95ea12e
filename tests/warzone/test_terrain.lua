-- Warzone Eternal: TERRAIN traits (Climbable is tested with the Climb
-- action in test_actions.lua, Cover with the Shoot Action in test_ranged.lua).
local W = dofile(ROOT .. "/tests/warzone/common.lua")

local FAR = { "Necromutant Trooper", ref = "n", at = { 30000, 34000 }, reaction = 1 }

test("TERRAIN: Cover: Heavy Obstruction, and +2 AR to a unit in base contact with it against a Shoot Action", function()
  local wall = { name = "Wall", polygon = W.rect(5000, 14000, 15000, 14500), height = 1000, traits = { "Cover" } }
  local g = W.game{ dice = "2 2", terrain = { wall },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 8000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 15093 } } } }
  g:choose("Shoot Undead")
  has(g:log(), "TN 10 (MW 13, range +0, DEF +1, Heavy Obstruction -4)", "Cover is Heavy Obstruction")
  has(g:log(), "TN 7 (AR 18, Heavy Obstruction in contact +2, DAM 13)")
end)

test("TERRAIN: Dangerous: a unit that ends a move in contact (or begins one) makes a TN (LD) test; failed, a DAM 7 hit", function()
  local spill = { name = "Spill", polygon = W.rect(12000, 8000, 16000, 12000), height = 0, traits = { "Zone", "Dangerous" } }
  local g = W.game{ dice = "13 20", terrain = { spill }, marks = { { name = "m", at = { 11500, 10000 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 8000, 10000 } } }, bob = { FAR } }
  g:choose("to mark m")
  has(g:log(), "Free Marines Trooper [1] TN (LD) test for Spill (terrain 1) (Dangerous) (TN 12)")
  has(g:log(), "Free Marines Trooper [1] takes a DAM 7 hit from Spill (terrain 1)")
  has(g:log(), "Armor Test of Free Marines Trooper [1]: TN 14 (AR 21, DAM 7)")
  -- beginning a move in it: the test before it moves
  g = W.game{ dice = "12", terrain = { spill }, marks = { { name = "m", at = { 8000, 10000 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 12000, 10000 } } }, bob = { FAR } }
  g:choose("to mark m")
  has(g:log(), "(Dangerous) (TN 12)")
  hasnt(g:log(), "DAM 7 hit", "12 passes")
end)

test("TERRAIN: Destructible: a unit in contact may Strike it; its W in damage destroys it, and it no longer blocks sight", function()
  local shed = { name = "Shed", polygon = W.rect(5000, 11000, 15000, 14000), height = 3000, obstruction = "block",
    traits = { "Destructible" }, ar = 15, w = 1 }
  local g = W.game{ dice = "3 20", terrain = { shed },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10409 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 20000 } } } }
  hasnt(g:options(), "Shoot Undead", "the shed blocks sight")
  g:choose("Strike Shed (terrain 1) (Destructible)")
  has(g:log(), "Shed (terrain 1) Armor Test: TN 2")
  has(g:log(), "Shed (terrain 1) is destroyed")
  has(g:options(), "Shoot Undead Legionnaire", "now it can see")
end)

test("TERRAIN: Enclosed: a unit spends an action to enter; when only enemies are inside, a TN (LD) test first", function()
  local hut = { name = "Hut", polygon = W.rect(10000, 11000, 16000, 17000), height = 3000, obstruction = "block", traits = { "Enclosed", "Cover" } }
  local g = W.game{ terrain = { hut }, ann = { { "Free Marines Trooper", ref = "a", at = { 13000, 10409 } } }, bob = { FAR } }
  hasnt(g:options(), "Move to", "no move through its walls")
  g:choose("Move into Hut (terrain 1) (Enclosed: an action to enter)")
  has(g:log(), "Free Marines Trooper [1] enters Hut (terrain 1)")
  has(g:prompt(), "action 2 of 2", "entering took the action")
  -- an enemy inside: the test (13 fails LD 12)
  g = W.game{ dice = "13", terrain = { hut }, ann = { { "Free Marines Trooper", ref = "a", at = { 13000, 10409 } } },
    bob = { { "Necromutant Trooper", at = { 13000, 14000 }, reaction = 1 } } }
  g:choose("Move into Hut")
  has(g:log(), "TN (LD) test to enter Hut (terrain 1) held by enemies (TN 12)")
  has(g:log(), "Free Marines Trooper [1] does not enter Hut (terrain 1)")
end)

test("TERRAIN: Rough: a unit in contact with Rough ground moves at most half its MV (rough=half); rough=double: the part in it costs double; Zone: its traits apply to the whole Zone", function()
  local crater = { name = "Crater", polygon = W.rect(8000, 8000, 11000, 12000), height = 500, obstruction = "light", traits = { "Zone", "Rough" } }
  local spec = { terrain = { crater }, marks = { { name = "two", at = { 12000, 10000 } }, { name = "three", at = { 13000, 10000 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } }, bob = { FAR } }
  local g = W.game(spec)
  has(g:options(), "mark two")
  hasnt(g:options(), "mark three", "in the Zone: half of MV 4")
  spec.options = { rough = "double" }
  g = W.game(spec)
  has(g:options(), "mark three", "1\" in the crater counts 2: 4\" in all")
end)

test("TERRAIN: Weapon Mount (X): a unit in contact may use the weapon for one Activation a Turn", function()
  local nest = { name = "Nest", polygon = W.rect(9000, 11000, 11000, 12000), height = 800, obstruction = "heavy",
    traits = { "Cover", "Weapon Mount (mg80_hmg)" } }
  local g = W.game{ terrain = { nest },
    ann = { { "Free Marines Trooper", ref = "a", at = { 9500, 10409 } }, { "Free Marines Trooper", ref = "c", at = { 10700, 10409 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 20000 }, reaction = 1 } } }
  g:choose("activate Free Marines Trooper [1]")
  hasnt(g:options(), "with MG-80")
  g:choose("use the Weapon Mount of Nest (terrain 1) (MG-80 HMG) this activation")
  has(g:options(), "Shoot Undead Legionnaire [3] with MG-80 HMG")
  g:choose("end the activation")
  g:choose_any("end the activation")
  has(g:prompt(), "Free Marines Trooper [2]", "Ann's other unit, in contact with the Nest too")
  hasnt(g:options(), "Weapon Mount", "used this turn")
end)

test("TERRAIN: Zone (Dense): a line of sight through more than 2in of the Zone is Blocked; through less it is Obstructed", function()
  local function woods(depth)
    return { name = "Woods", polygon = W.rect(6000, 12000, 14000, 12000 + depth), height = 3000, obstruction = "light",
      traits = { "Zone (Dense)" } }
  end
  local spec = { terrain = { woods(2500) },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 8000 } } }, bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 20000 } } } }
  local g = W.game(spec)
  eq(g:eval("rules.los(" .. g:id("a") .. ", " .. g:id("b") .. ")"), "Blocked")
  spec.terrain = { woods(1800) }
  g = W.game(spec)
  eq(g:eval("rules.los(" .. g:id("a") .. ", " .. g:id("b") .. ")"), "Obstructed")
  has(g:options(), "(TN 12)", "Light Obstruction -2")
end)

test("TERRAIN: 'Destructible: May be destroyed': by Shoot Actions too: TN MW, range and obstruction, then the piece's Armor Tests against the weapon's DAM", function()
  local shed = { name = "Shed", polygon = W.rect(5000, 14000, 15000, 17000), height = 3000, obstruction = "block",
    traits = { "Destructible" }, ar = 15, w = 2 }
  local spec = { dice = "5 20", terrain = { shed },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 20000 } } } }
  local g = W.game(spec)
  hasnt(g:options(), "Shoot Undead", "the shed blocks sight")
  g:choose("Shoot Shed (terrain 1) (Destructible) with M50 Assault Rifle (TN 13)")
  has(g:log(), "Free Marines Trooper [1] shoots at Shed (terrain 1) with M50 Assault Rifle")
  has(g:log(), "Shoot test of Free Marines Trooper [1] at Shed (terrain 1) with M50 Assault Rifle: TN 13 (MW 13, range +0)")
  has(g:log(), "Shed (terrain 1) Armor Test: TN 2")
  has(g:log(), "Shed (terrain 1) is destroyed", "20 fails TN 2 by 18: 2 Wound counters, its W")
  has(g:options(), "Shoot Undead Legionnaire", "now it can see")
  -- a miss does nothing; out of range nothing is offered
  spec.dice = "15"
  g = W.game(spec)
  g:choose("Shoot Shed")
  hasnt(g:log(), "Shed (terrain 1) Armor Test")
end)
