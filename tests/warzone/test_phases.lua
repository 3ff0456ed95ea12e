-- Warzone Eternal: GAME PHASES: the Start Turn Phase (Initiative), the
-- Activation Phase (Pass counters, Groups, alternating, two actions), the
-- End Turn Phase (effects, victory, counters removed).
local W = dofile(ROOT .. "/tests/warzone/common.lua")

local function row(title, n, y, extra)
  local out = {}
  for i = 1, n do
    local u = { title, at = { 2000 + (i - 1) * 3000, y } }
    for k, v in pairs(extra or {}) do u[k] = v end
    out[i] = u
  end
  return out
end

test("GAME PHASES: Pass counters: 10 activations against 6 give the smaller force 2 Pass counters", function()
  local g = W.game{ ann = row("Free Marines Trooper", 10, 3000), bob = row("Necromutant Trooper", 6, 33000) }
  eq(W.ppool(g, 2, "pass"), 2, "Bob: (10 - 6) / 2")
  eq(W.ppool(g, 1, "pass"), 0)
  has(g:log(), "Bob has 6 activations to 10: 2 Pass counters")
  -- Ann has the Initiative: she activates first; Bob may then pass instead of activating
  eq(g:seat(), 1)
  g:choose_any("activate Free Marines Trooper")
  g:choose_any("end the activation")
  eq(g:seat(), 2)
  g:choose("use a Pass counter")
  eq(W.ppool(g, 2, "pass"), 1)
  eq(g:seat(), 1, "Ann again")
end)

test("GAME PHASES: 9 activations against 6 give 1 Pass counter (a full 2 only)", function()
  local g = W.game{ ann = row("Free Marines Trooper", 9, 3000), bob = row("Necromutant Trooper", 6, 33000) }
  eq(W.ppool(g, 2, "pass"), 1)
end)

test("GAME PHASES: units with Group (X) count as a single activation per Group (4 Hussars with Group (2): 2)", function()
  local g = W.game{ ann = row("Hussars Trooper", 4, 3000), bob = row("Necromutant Trooper", 6, 33000) }
  eq(W.ppool(g, 1, "pass"), 2, "Ann: 2 activations to 6")
  has(g:options(), "(Group: with Hussars Trooper")
end)

test("GAME PHASES: the player with the Initiative starts, players alternate, and one with no unit left to activate lets the other go on", function()
  local g = W.game{ initiative = 2,
    ann = row("Free Marines Trooper", 1, 3000), bob = row("Necromutant Trooper", 3, 33000) }
  eq(g:seat(), 2, "Bob has the Initiative")
  g:choose_any("activate")
  g:choose_any("end the activation")
  eq(g:seat(), 1)
  eq(W.ppool(g, 1, "pass"), 1, "Ann: 1 activation to 3")
  g:choose("activate Free Marines Trooper")
  g:choose_any("end the activation")
  eq(g:seat(), 2)
  g:choose_any("activate")
  g:choose_any("end the activation")
  eq(g:seat(), 2, "Ann has no unit left to activate: Bob goes on")
end)

test("GAME PHASES: an activated unit gets an Activation counter and performs up to 2 actions", function()
  local g = W.game{ ann = row("Free Marines Trooper", 2, 3000), bob = row("Necromutant Trooper", 2, 33000, { reaction = 1 }) }
  g:choose("activate Free Marines Trooper [1]")
  eq(W.pool(g, "Free Marines Trooper [1]", "activation"), 1)
  has(g:prompt(), "action 1 of 2")
  g:choose("Move toward")
  has(g:prompt(), "action 2 of 2")
  g:choose("Move toward")
  eq(g:seat(), 2, "after two actions the activation ends")
end)

test("GAME PHASES: the Start Turn Phase: D20 + current VPs + units with Pinned counters; the lowest chooses who has the Initiative", function()
  local g = W.game{ phase = "start", turn = 3, dice = "10 4",
    ann = { { "Free Marines Trooper", at = { 5000, 3000 }, pinned = 1 } }, ann_pools = { vp = 2 },
    bob = { { "Necromutant Trooper", at = { 5000, 33000 } } } }
  has(g:log(), "Ann's Initiative: 13 (roll 10 + 2 VP + 1 Pinned units)")
  has(g:log(), "Bob's Initiative: 4 (roll 4 + 0 VP + 0 Pinned units)")
  eq(g:seat(), 2, "Bob rolled lowest")
  g:choose("give the Initiative to Ann")
  eq(W.gvar(g, "initiative"), 1)
  eq(g:seat(), 1, "Ann starts the Activation Phase")
end)

test("GAME PHASES: an Initiative tie rolls again (initiative_tie=reroll); with initiative_tie=previous the player without it last turn chooses", function()
  local spec = { phase = "start", turn = 3, dice = "7 7 12 3",
    ann = { { "Free Marines Trooper", at = { 5000, 3000 } } },
    bob = { { "Necromutant Trooper", at = { 5000, 33000 } } } }
  local g = W.game(spec)
  has(g:log(), "a tie: both roll again")
  eq(g:seat(), 2, "Bob's 3 is lowest")
  spec.options = { initiative_tie = "previous" }
  spec.initiative = 2
  g = W.game(spec)
  eq(g:seat(), 1, "Bob had it last turn: Ann chooses")
end)

test("GAME PHASES: the End Turn Phase removes Activation and Reaction counters (Pinned counters stay) and the next turn begins", function()
  local g = W.game{ phase = "finish", turn = 2, dice = "5 9",
    ann = { { "Free Marines Trooper", ref = "a", at = { 5000, 3000 }, activation = 1, reaction = 1, pinned = 1 } },
    bob = { { "Necromutant Trooper", ref = "n", at = { 5000, 33000 }, activation = 1 } } }
  eq(W.pool(g, "a", "activation"), 0)
  eq(W.pool(g, "a", "reaction"), 0)
  eq(W.pool(g, "a", "pinned"), 1, "Pinned counters stay")
  eq(W.pool(g, "n", "activation"), 0)
  has(g:log(), "turn 3: ")
end)

test("GAME PHASES: the victory check: after the last turn (turn_limit) the player with more VPs wins", function()
  local g = W.game{ phase = "finish", turn = 6, objectives = { { 5000, 5000 } }, vars = { objective_1 = 2 },
    ann = { { "Free Marines Trooper", at = { 5000, 10000 } } }, ann_pools = { vp = 2 },
    bob = { { "Necromutant Trooper", at = { 5000, 33000 } } }, bob_pools = { vp = 2 } }
  ok(g:over(), "the game ends after turn 6")
  eq(g:result(), "Bob wins on Victory Points after 6 turns, 3 to 2", "the objective Bob holds scores 1 VP first")
  g = W.game{ phase = "finish", turn = 6, options = { turn_limit = "8" },
    ann = { { "Free Marines Trooper", at = { 5000, 10000 } } }, bob = { { "Necromutant Trooper", at = { 5000, 33000 } } } }
  ok(not g:over(), "with turn_limit=8 the game goes on")
end)

test("GAME PHASES: a player with no unit left has lost", function()
  local g = W.game{ dice = "2 20",
    ann = { { "Free Marines Trooper", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", at = { 10000, 18000 }, wounds = 1 } } }
  g:choose("Shoot Undead")
  ok(g:over())
  eq(g:result(), "Ann wins: Bob has no unit left")
end)
