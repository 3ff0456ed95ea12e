-- Sentinel Aggressor (cost 2, site 3): Bob's Shadow phase; Ann's company is
-- at Outskirts (site 2); the twilight pool holds 4; Bob holds a Sentinel
-- Aggressor.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, hand = { "Sentinel Aggressor" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 4 },
}
