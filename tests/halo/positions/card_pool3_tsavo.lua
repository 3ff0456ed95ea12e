-- Tsavo Highway, The Storm, Oracle: Ann's turn starts with her company at
-- Tsavo Highway (site 3, a sanctuary); Sergeant Mobuto has two wounds. Bob
-- holds The Storm (site 4) and Oracle (site 5): Ann moves twice.
return {
  rules = "halo",
  turn = 5, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief", { "Sergeant Mobuto", wounds = 2 } } },
    { name = "Bob", site = 2, company = { "The Arbiter" }, adventure = { "The Storm", "Oracle" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Tsavo Highway", owner = 1 } },
}
