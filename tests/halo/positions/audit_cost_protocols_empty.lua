-- Effects: Installation Protocols ("Play a Sentinel companion to draw a
-- card") with a Sentinel Escort (and an ODST Helljumper) in hand and Ann's
-- draw deck empty.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" },
      support = { "Installation Protocols" }, hand = { "Sentinel Escort", "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, adventure = { "Outskirts" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
