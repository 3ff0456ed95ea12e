-- Oracle, Delta Halo, Regret: Ann's turn starts with her company at Oracle
-- (site 5, no sanctuary); Sergeant Mobuto has a wound. Bob holds Delta Halo
-- (site 6) and Regret (site 7).
return {
  rules = "halo",
  turn = 9, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief", { "Sergeant Mobuto", wounds = 1 } } },
    { name = "Bob", site = 4, company = { "The Arbiter" }, adventure = { "Delta Halo", "Regret" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "Oracle", owner = 1 } },
}
