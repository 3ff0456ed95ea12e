-- Sniping fire: one Kig-Yar Sniper; the company is at site 1, the home of
-- Cortana (an AI ally).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" }, support = { "Cortana" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Kig-Yar Sniper" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
