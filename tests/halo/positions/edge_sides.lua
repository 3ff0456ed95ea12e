-- Free Peoples cards and Shadow cards: Ann, the Free Peoples player, holds
-- a Free Peoples condition (Tactical Data Uplink) and a minion; Bob holds
-- a Shadow condition (Crazed) and a companion.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" }, hand = { "Tactical Data Uplink", "Unggoy Grunt" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, hand = { "Crazed", "ODST Helljumper" },
      adventure = { "Outskirts" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
