-- The Silent Cartographer, Assault on the Control Room: Ann's turn starts
-- with her company at The Silent Cartographer (site 5, no sanctuary);
-- Sergeant Mobuto has a wound. Bob holds Assault on the Control Room
-- (site 6) and 343 Guilty Spark (site 7).
return {
  rules = "halo",
  turn = 9, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief", { "Sergeant Mobuto", wounds = 1 } } },
    { name = "Bob", site = 4, company = { "The Arbiter" },
      adventure = { "Assault on the Control Room", "343 Guilty Spark" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "The Silent Cartographer", owner = 1 } },
}
