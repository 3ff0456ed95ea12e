-- Truth and Reconciliation, The Silent Cartographer: Ann's company (Master
-- Chief, Sergeant Mobuto) is at Alpha Base (site 3); Bob holds Truth and
-- Reconciliation (site 4) and The Silent Cartographer (site 5).
return {
  rules = "halo",
  turn = 5, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief", "Sergeant Mobuto" } },
    { name = "Bob", site = 2, company = { "The Arbiter" },
      adventure = { "Truth and Reconciliation", "The Silent Cartographer" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
