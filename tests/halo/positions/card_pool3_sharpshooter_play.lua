-- Marine Sharpshooter (ally, cost 1, home 6): Ann's company phase at
-- Outskirts (site 2); she holds a Marine Sharpshooter.
return {
  rules = "halo",
  turn = 3, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" }, hand = { "Marine Sharpshooter" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, adventure = { "Alpha Base" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
