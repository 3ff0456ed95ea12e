-- Warzone Eternal: REACTIONS (ONLY BY REACTIVE PLAYER): Ambush, Parting
-- Blow, Dive for Cover, Counterattack, and their limits.
local W = dofile(ROOT .. "/tests/warzone/common.lua")

test("REACTIONS (ONLY BY REACTIVE PLAYER): an Ambush during a move: Bob shoots the mover after its first 2in step, then it finishes its move", function()
  local g = W.game{ dice = "5 5", marks = { { name = "m", at = { 14000, 10000 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 12000, 20000 } } } }
  g:choose("to mark m")
  -- the first step: the mover is at (12", 10"); Bob may interrupt
  eq(g:seat(), 2, "the Reactive player is asked")
  has(g:prompt(), "moving, at (12\", 10\")")
  has(g:options(), "no reaction")
  g:choose("Ambush: Necromutant Trooper [2] shoots at Free Marines Trooper [1]")
  local log = g:log()
  has(log, "Necromutant Trooper [2] Ambushes Free Marines Trooper [1]")
  has(log, "TN 12 (MW 12, range +0, DEF +0)")
  has(log, "Free Marines Trooper [1]: succeeded by 3: 1 Pinned counter")
  eq(W.pool(g, "n", "reaction"), 1, "the ambusher's Reaction counter")
  eq(W.pool(g, "n", "activation"), 1, "and its Activation counter")
  local x, y = W.pos(g, "a")
  eq(x, 14000, "the mover finished its move (it moves away from the ambusher: allowed while Pinned)")
  eq(y, 10000)
  -- only one Reaction an action: the second step was not offered
  eq(g:seat(), 1, "Ann's second action")
end)

test("REACTIONS (ONLY BY REACTIVE PLAYER): an Ambush happens where the move was interrupted: at the start of the move nobody sees the mover", function()
  -- a block hides the start; the mover steps out of it
  local g = W.game{ dice = "5 20", terrain = { { name = "Block", polygon = W.rect(4000, 12000, 11000, 16000), height = 3000, obstruction = "block" } },
    marks = { { name = "m", at = { 16000, 10000 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 12000, 10000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 8000, 20000 } } } }
  g:choose("to mark m")
  eq(g:seat(), 2, "after the first step the Necromutant sees it")
  has(g:prompt(), "moving, at (14\", 10\")")
  g:choose("Ambush")
  has(g:log(), "TN 6 (MW 12, range +0, DEF +0, Heavy Obstruction -4, Camouflage -2)", "partly hidden, and Camouflage (2)")
  eq(W.where(g, "a"), "casualties", "20 on the Armor Test: two Wound counters")
  local x = W.pos(g, "a")
  eq(x, 14000, "it fell where it was shot")
end)

test("REACTIONS (ONLY BY REACTIVE PLAYER): a Parting Blow: the engaged enemy strikes as the active unit moves away; it survives and goes on", function()
  local g = W.game{ dice = "3 10",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 11182 } } } }
  hasnt(g:options(), "Shoot", "no Shoot Action when engaged")
  hasnt(g:options(), "Charge", "no Charge when engaged")
  g:choose("Move away from Necromutant")
  eq(g:seat(), 2)
  g:choose("Parting Blow: Necromutant Trooper [2] strikes Free Marines Trooper [1] with Bayonet")
  local log = g:log()
  has(log, "Necromutant Trooper [2] makes a Parting Blow at Free Marines Trooper [1]")
  has(log, "TN 12 (CC 12, DEF +0)")
  has(log, "Armor Test of Free Marines Trooper [1]: TN 13 (AR 21, DAM 8)")
  eq(W.pool(g, "n", "reaction"), 1, "a Reaction counter")
  eq(W.pool(g, "n", "activation"), 0, "no Activation counter")
  local _, y = W.pos(g, "a")
  eq(y, 6000, "it went on 4\" away")
end)

test("REACTIONS (ONLY BY REACTIVE PLAYER): Dive for Cover: the target gains +2 AR against the attack; one Reaction an action, so no Counterattack after it", function()
  local g = W.game{ dice = "5 10",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 18000 } } } }
  g:choose("Shoot Necromutant")
  eq(g:seat(), 2)
  has(g:options(), "Ambush: Necromutant Trooper [2] shoots at Free Marines Trooper [1]")
  g:choose("Dive for Cover: Necromutant Trooper [2]")
  has(g:log(), "TN 11 (AR 22, Dive for Cover +2, DAM 13)")
  eq(W.pool(g, "n", "reaction"), 1)
  eq(g:seat(), 1, "no Counterattack offered")
end)

test("REACTIONS (ONLY BY REACTIVE PLAYER): Counterattack: after a Shoot Action against it, the reactive unit shoots back", function()
  local g = W.game{ dice = "20 4 2",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 10000, 18000 } } } }
  g:choose("Shoot Necromutant")
  g:choose("no reaction")
  has(g:log(), "Free Marines Trooper [1]: a miss and a critical failure")
  eq(g:seat(), 2, "the Counterattack is offered after the Shoot Action")
  g:choose("Counterattack: Necromutant Trooper [2] shoots at Free Marines Trooper [1]")
  has(g:log(), "Necromutant Trooper [2] Counterattacks Free Marines Trooper [1]")
  eq(W.pool(g, "a", "pinned"), 0, "2 succeeds by 6: no effect")
  eq(W.pool(g, "n", "reaction"), 1)
end)

test("REACTIONS (ONLY BY REACTIVE PLAYER): a unit holds at most one Reaction counter and none while Pinned; only the Reactive player reacts", function()
  local g = W.game{
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Free Marines Trooper", ref = "b", at = { 10000, 18000 }, reaction = 1 },
      { "Free Marines Trooper", ref = "c", at = { 14000, 18000 }, pinned = 1 } } }
  g:choose("Shoot Free Marines Trooper [2]")
  eq(g:seat(), 1, "neither may react: one has a Reaction counter, the other is Pinned")
end)

test("REACTIONS (ONLY BY REACTIVE PLAYER): an Ambush gives the ambusher an Activation counter; a unit already activated may not Ambush (option ambush_activated=no)", function()
  local spec = { marks = { { name = "m", at = { 14000, 10000 } } },
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 12000, 20000 }, activation = 1 } } }
  local g = W.game(spec)
  g:choose("to mark m")
  eq(g:seat(), 1, "the activated Necromutant may not Ambush")
  spec.options = { ambush_activated = "yes" }
  g = W.game(spec)
  g:choose("to mark m")
  eq(g:seat(), 2, "with ambush_activated=yes it may")
  has(g:options(), "Ambush: Necromutant Trooper [2] shoots")
end)

test("REACTIONS (ONLY BY REACTIVE PLAYER): an Ambush Charge at a charging unit: the charger may redirect its Charge at the ambusher", function()
  local g = W.game{ dice = "20 20",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "u", at = { 10000, 14500 } },
      { "Necromutant Trooper", ref = "n", at = { 13000, 13500 } } } }
  g:choose("Charge Undead Legionnaire")
  eq(g:seat(), 2)
  g:choose("Ambush: Necromutant Trooper [3] charges Free Marines Trooper [1]")
  -- the Necromutant's free Strike (20: a miss and a critical failure), then Ann may redirect
  has(g:log(), "Necromutant Trooper [3] charges Free Marines Trooper [1]")
  eq(W.pool(g, "n", "pinned"), 1, "the Necromutant's critical failure: a Pinned counter")
  -- engaged by the ambusher, the charger's Charge is redirected at it: its free Strike goes there
  has(g:log(), "Strike test of Free Marines Trooper [1] at Necromutant Trooper [3]")
  hasnt(g:log(), "Strike test of Free Marines Trooper [1] at Undead Legionnaire")
end)
