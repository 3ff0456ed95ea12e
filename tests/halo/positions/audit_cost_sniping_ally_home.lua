-- Sniping fire: two Kig-Yar Snipers; the company is at site 6, Admiral
-- Jeromi's home; Cortana (an AI, home 1) is in the support area too.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 6, company = { "Master Chief" }, support = { "Admiral Jeromi", "Cortana" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Kig-Yar Sniper", "Kig-Yar Sniper" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Assault on the Control Room", owner = 1 } },
}
