-- Sniping fire with no sniper in play: Bob's Sniper Nest (minion sniping
-- total +1) and Ann's Spotter (company sniping total +1 this turn).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief", "Sgt. Johnson, Sarge" }, hand = { "Spotter" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Unggoy Grunt", "Elite Veteran" }, support = { "Sniper Nest" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
