-- Transfer of Artifacts and Possessions: Ann's company phase at site 6,
-- Admiral Jeromi's home. Master Chief bears a BR55 Battle Rifle.
return {
  rules = "halo",
  turn = 7, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 6, company = { "Master Chief", { "BR55 Battle Rifle", bearer = "Master Chief" } },
      support = { "Admiral Jeromi" } },
    { name = "Bob", site = 5, company = { "The Arbiter" }, adventure = { "Regret" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "The Silent Cartographer", owner = 1 },
    { "Delta Halo", owner = 2 } },
}
