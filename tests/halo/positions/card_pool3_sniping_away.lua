-- Marine Sharpshooter, Sentinel Aggressor: the same as
-- card_pool3_sniping_home, but the company is at Oracle (site 5), away from
-- the Marine Sharpshooter's home (6).
return {
  rules = "halo",
  turn = 9, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief" }, support = { "Marine Sharpshooter" } },
    { name = "Bob", site = 4, company = { "The Arbiter" }, shadow = { "Sentinel Aggressor" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "Oracle", owner = 2 } },
}
