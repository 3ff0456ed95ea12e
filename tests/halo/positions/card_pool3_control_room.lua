-- Assault on the Control Room: Ann's turn starts with her company there
-- (site 6, a sanctuary); Sergeant Mobuto has two wounds. Bob holds 343
-- Guilty Spark (site 7) and The Library (site 8).
return {
  rules = "halo",
  turn = 11, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 6, company = { "Master Chief", { "Sergeant Mobuto", wounds = 2 } } },
    { name = "Bob", site = 5, company = { "The Arbiter" }, adventure = { "343 Guilty Spark", "The Library" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "The Silent Cartographer", owner = 1 },
    { "Assault on the Control Room", owner = 1 } },
}
