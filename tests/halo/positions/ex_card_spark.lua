-- TIMING WORDS: 343 Guilty Spark and Installation Protocols in Ann's
-- support area, two Sentinel Escorts in hand.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" },
      support = { "guilty_spark", "Installation Protocols" },
      hand = { "Sentinel Escort", "Sentinel Escort" }, draw = { "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, adventure = { "Outskirts" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
