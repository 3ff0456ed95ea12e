-- COMPANY PHASE, Playing companions: Ann has nine companions (Master Chief
-- and eight ODST Helljumpers) and, in her dead pile, a Helljumper killed
-- while staffing a ship (flipped: it does not count). She holds two more
-- Helljumpers.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1,
      company = { "Master Chief", "ODST Helljumper", "ODST Helljumper", "ODST Helljumper",
        "ODST Helljumper", "ODST Helljumper", "ODST Helljumper", "ODST Helljumper", "ODST Helljumper" },
      dead = { { "ODST Helljumper", vars = { flipped = true } } },
      hand = { "ODST Helljumper", "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, adventure = { "Outskirts" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
