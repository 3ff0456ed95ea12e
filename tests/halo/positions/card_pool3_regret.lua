-- Regret: Ann's turn starts with her company at Regret (site 7, no
-- sanctuary); Sergeant Mobuto has a wound. Bob holds Sacred Icon (site 8).
return {
  rules = "halo",
  turn = 13, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 7, company = { "Master Chief", { "Sergeant Mobuto", wounds = 1 } } },
    { name = "Bob", site = 6, company = { "The Arbiter" }, adventure = { "Sacred Icon" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "Oracle", owner = 2 }, { "Delta Halo", owner = 2 },
    { "Regret", owner = 2 } },
}
