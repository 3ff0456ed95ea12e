-- Spot ("while you can spot"): Ann's company is at Coolant Pond (site 5)
-- at the start of the maneuver phase; Bob has a Flood Spore and a Kig-Yar Sniper.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "maneuver",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Flood Spore", "Kig-Yar Sniper" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "Coolant Pond", owner = 2 } },
}
