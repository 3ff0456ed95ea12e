-- Sniping fire: one Kig-Yar Sniper; the company is at site 5, away from
-- Admiral Jeromi's home (6).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief" }, support = { "Admiral Jeromi" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Kig-Yar Sniper" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
