-- SHADOW PHASE(S), roaming: Ann's company is at site 2. Bob has Drop Pod
-- Assault in play (his Covenant minions' site numbers -2) and holds a Blue
-- Elite (cost 4, site 4: site 2 once modified), with 4 twilight in the pool.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      support = { "Drop Pod Assault" }, hand = { "Blue Elite" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 4 },
}
