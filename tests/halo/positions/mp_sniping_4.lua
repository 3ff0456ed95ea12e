-- Sniping fire with four players: Dee (seat 4) is the Free Peoples player,
-- with Linda (sniper); Ann, Bob and Carl each have a Kig-Yar Sniper.
return {
  rules = "halo",
  turn = 1, player = 4, phase = "sniping",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" }, shadow = { "Kig-Yar Sniper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Kig-Yar Sniper" } },
    { name = "Carl", site = 1, company = { "Master Chief" }, shadow = { "Kig-Yar Sniper" } },
    { name = "Dee", site = 3, company = { "Master Chief", "Linda", "Jacob Keyes" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
