-- Costs: Bob's Shadow phase with 5 twilight, the company at site 3 (Alpha
-- Base, no roaming reduction). A Blue Elite (cost 4, site 4) roams here:
-- 4 + 2 = 6, one more than the pool. An Elite Veteran (cost 2, site 2) does not roam.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      hand = { "Blue Elite", "Elite Veteran" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
  pools = { twilight = 5 },
}
