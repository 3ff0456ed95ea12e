-- Sentinel Aggressor (cost 2, site 3): Bob's Shadow phase; Ann's company is
-- at Tsavo Highway (site 3); the twilight pool holds 4; Bob holds a Sentinel
-- Aggressor.
return {
  rules = "halo",
  turn = 3, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief" } },
    { name = "Bob", site = 2, company = { "The Arbiter" }, hand = { "Sentinel Aggressor" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Tsavo Highway", owner = 1 } },
  pools = { twilight = 4 },
}
