-- Sniping fire with two Shadow players: Ann's company has one sniper
-- (Linda); Bob and Carl each have a Kig-Yar Sniper and an Elite Veteran.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief", "Linda" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Kig-Yar Sniper", "Elite Veteran" } },
    { name = "Carl", site = 1, company = { "Fred" },
      shadow = { "Kig-Yar Sniper", "Elite Veteran" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
