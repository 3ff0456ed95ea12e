-- Delta Halo, Regret, Sacred Icon: Ann's turn starts with her company at
-- Delta Halo (site 6, a sanctuary); Master Chief has one wound, Sergeant
-- Mobuto two. Bob holds Regret (site 7) and Sacred Icon (site 8).
return {
  rules = "halo",
  turn = 11, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 6,
      company = { { "Master Chief", wounds = 1 }, { "Sergeant Mobuto", wounds = 2 } } },
    { name = "Bob", site = 5, company = { "The Arbiter" }, adventure = { "Regret", "Sacred Icon" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "Oracle", owner = 2 }, { "Delta Halo", owner = 2 } },
}
