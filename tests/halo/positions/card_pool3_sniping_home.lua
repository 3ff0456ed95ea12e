-- Marine Sharpshooter, Sentinel Aggressor: Ann's sniping phase with her
-- company at Delta Halo (site 6), the home of the Marine Sharpshooter
-- (sniper ally, strength 4) in her support area. Bob's Sentinel Aggressor
-- (sniper, strength 5, vitality 2) attacks.
return {
  rules = "halo",
  turn = 11, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 6, company = { "Master Chief" }, support = { "Marine Sharpshooter" } },
    { name = "Bob", site = 5, company = { "The Arbiter" }, shadow = { "Sentinel Aggressor" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "Oracle", owner = 2 }, { "Delta Halo", owner = 2 } },
}
