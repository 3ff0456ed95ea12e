-- Playing Shadow cards: a site that reduces the roaming penalty. Ann's
-- company is at Forerunner (site 3, roaming penalty -1); Bob holds a Blue
-- Elite (site 4) and 5 twilight are in the pool.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, hand = { "Blue Elite" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Forerunner", owner = 1 } },
  pools = { twilight = 5 },
}
