-- WINNING THE GAME, the only player left, with four players: Carl and Dee
-- have already left the game; Ann's Hero, one wound from death, faces two
-- Elite Veterans of Bob's.
return {
  rules = "halo",
  turn = 5, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 3, company = { { "Master Chief", wounds = 3 } } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Elite Veteran", "Elite Veteran" } },
    { name = "Carl", vars = { out = true } },
    { name = "Dee", vars = { out = true } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
