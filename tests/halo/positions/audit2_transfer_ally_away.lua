-- Transfer of Artifacts and Possessions: Ann's company phase at site 5,
-- away from Admiral Jeromi's home (6). Master Chief bears a BR55 Battle Rifle.
return {
  rules = "halo",
  turn = 7, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief", { "BR55 Battle Rifle", bearer = "Master Chief" } },
      support = { "Admiral Jeromi" }, hand = { "ODST Helljumper" } },
    { name = "Bob", site = 4, company = { "The Arbiter" }, adventure = { "Delta Halo" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "The Silent Cartographer", owner = 1 } },
}
