-- Sniping fire with five players: Ann is the Free Peoples player, with
-- Linda (sniper); Bob, Carl, Dee and Eve each have a Kig-Yar Sniper.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief", "Linda", "Jacob Keyes" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Kig-Yar Sniper" } },
    { name = "Carl", site = 1, company = { "Master Chief" }, shadow = { "Kig-Yar Sniper" } },
    { name = "Dee", site = 1, company = { "Master Chief" }, shadow = { "Kig-Yar Sniper" } },
    { name = "Eve", site = 1, company = { "Master Chief" }, shadow = { "Kig-Yar Sniper" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
