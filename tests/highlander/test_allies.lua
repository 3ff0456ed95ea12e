-- Highlander: Allies (summary: Allies; cards Brenda Wyatt, Sunda Kastagir,
-- Hired Thug, No Interference).
local H = dofile(ROOT .. "/tests/highlander/common.lua")

local function count(list, title)
  local n = 0
  for _, t in ipairs(list) do if t == title then n = n + 1 end end
  return n
end

test("Allies: 'You may only have one unique copy of an Ally card on your side of the board'", function()
  local g = H.game{ phase = "attack", ann = { board = { "Brenda Wyatt" }, hand = { "Brenda Wyatt", "Second Wind" } },
    bob = { board = { "Sunda Kastagir" } } }
  local opts = g:options()
  hasnt(opts, "Brenda Wyatt", "a copy on Ann's side already")
  has(opts, "Second Wind")
  local g2 = H.game{ phase = "attack", ann = { hand = { "Sunda Kastagir", "Center Attack" } }, bob = { board = { "Sunda Kastagir" } } }
  has(g2:options(), "play the ally Sunda Kastagir", "a copy on the other side does not count")
end)

test("Allies: 'unless otherwise stated on the card': Hired Thug allows two copies on its side", function()
  local g = H.game{ phase = "attack", ann = { board = { "Hired Thug" }, hand = { "Hired Thug", "Center Attack" } } }
  g:choose("play the ally Hired Thug")
  eq(count(H.titles(g, "board", 1), "Hired Thug"), 2, "two in play")
  local g2 = H.game{ phase = "attack", ann = { board = { "Hired Thug", "Hired Thug" }, hand = { "Hired Thug", "Center Attack" } } }
  hasnt(g2:options(), "Hired Thug", "not a third")
end)

test("Allies: an Ally is played as a Special Card, one a turn (option ally_play=special); with ally_play=extra besides it", function()
  local pos = { phase = "defense", ann = { hand = { "Brenda Wyatt", "Hired Thug", "Second Wind", "Center Attack" } } }
  local g = H.game(pos)
  local opts = g:options()
  has(opts, "play the ally Brenda Wyatt", "in the Defense Phase, as Special Cards are")
  g:choose("play the ally Brenda Wyatt")
  local o = g:options() -- the Attack Phase
  hasnt(o, "Second Wind", "the turn's Special Card is played")
  hasnt(o, "Hired Thug")
  pos.options = { ally_play = "extra" }
  local g2 = H.game(pos)
  g2:choose("play the ally Brenda Wyatt")
  local o2 = g2:options()
  has(o2, "play the event Second Wind", "an Ally is not the turn's Special Card")
  hasnt(o2, "Hired Thug", "one Ally a turn")
end)

test("Allies: an Ally stays through its owner's Sweep Phase; Brenda Wyatt gains 1 Ability in her owner's May Do/Must Do Phase", function()
  local g = H.game{ phase = "sweep", ann = { pools = { ability = 10 }, board = { "Brenda Wyatt" }, hand = { "Fury" } } }
  eq(H.where(g, "Brenda Wyatt"), "board", "not swept")
  eq(H.pool(g, 1, "gain"), 1, "1 Ability gained, applied in the Ability Adjustment Phase")
end)

test("Allies: No Interference, one of the facts sheet's Situations that cost Ability to players who play allies", function()
  local g = H.game{ phase = "attack", ann = { hand = { "Brenda Wyatt", "Center Attack" } }, bob = { board = { "No Interference" } } }
  g:choose("play the ally Brenda Wyatt")
  eq(H.pool(g, 1, "loss"), 1, "Ann loses 1 Ability")
  local g2 = H.game{ phase = "attack", ann = { hand = { "Second Wind", "Center Attack" } }, bob = { board = { "No Interference" } } }
  g2:choose("play the event Second Wind")
  eq(H.pool(g2, 1, "loss"), 0, "not for an Event")
end)

test("Allies: Hired Thug: a Dirty Trick of its owner not defended costs the opponent 1 Ability", function()
  local g = H.game{ phase = "defense", ann = { hand = { "Fury" } },
    bob = { board = { "Hired Thug", { "Trip", vars = { pending = 1 } } } } }
  g:choose("take Trip")
  eq(H.pool(g, 1, "loss"), 1, "Ann loses 1 Ability")
  eq(H.pvar(g, 1, "prone"), 1, "and Trip's effect")
end)
