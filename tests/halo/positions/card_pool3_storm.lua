-- The Storm: Ann's turn starts with her company at The Storm (site 4, no
-- sanctuary); Sergeant Mobuto has a wound. Bob holds Oracle (site 5).
return {
  rules = "halo",
  turn = 7, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 4, company = { "Master Chief", { "Sergeant Mobuto", wounds = 1 } } },
    { name = "Bob", site = 3, company = { "The Arbiter" }, adventure = { "Oracle" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Tsavo Highway", owner = 1 },
    { "The Storm", owner = 1 } },
}
