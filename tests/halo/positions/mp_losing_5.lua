-- LOSING THE GAME with five players: Ann's Hero, one wound from death,
-- faces two Elite Veterans. Ann's sites on the path (1 and 3) will be
-- replaced counter-clockwise from the player on her right: Eve (seat 5),
-- then Dee (seat 4).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 3, company = { { "Master Chief", wounds = 3 } } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Elite Veteran", "Elite Veteran" } },
    { name = "Carl", site = 1, company = { "Master Chief" }, adventure = { "Forerunner" } },
    { name = "Dee", site = 1, company = { "Master Chief" }, adventure = { "Metropolis" } },
    { name = "Eve", site = 1, company = { "Master Chief" }, adventure = { "Sierra 117" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
