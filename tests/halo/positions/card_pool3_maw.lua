-- The Maw: Ann's turn starts with her company at Sacred Icon (site 8, no
-- sanctuary); Sergeant Mobuto has a wound. Bob holds The Maw (site 9) and
-- has no minion to play.
return {
  rules = "halo",
  turn = 15, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 8, company = { "Master Chief", { "Sergeant Mobuto", wounds = 1 } } },
    { name = "Bob", site = 7, company = { "The Arbiter" }, adventure = { "The Maw" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "Oracle", owner = 2 }, { "Delta Halo", owner = 2 },
    { "Regret", owner = 2 }, { "Sacred Icon", owner = 2 } },
}
