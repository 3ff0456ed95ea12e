-- Playing allies: Ann's company is at site 2; she holds Admiral Jeromi
-- (home 6) and already has a Marine Sharpshooter (home 6) in her support
-- area.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" }, support = { "Marine Sharpshooter" },
      hand = { "Admiral Jeromi" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, adventure = { "Metropolis" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
