-- Pool 2 engagement: Ann's Longsword Interceptor (damage +1) and In Amber
-- Clad against Bob's CCS Battlecruiser; Bob holds Energy Projector.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "engagement",
  players = {
    { name = "Ann", company = { "Master Chief" },
      support = { "Longsword Interceptor", "In Amber Clad" } },
    { name = "Bob", company = { "The Arbiter" },
      hand = { "Energy Projector" },
      support = { { "CCS Battlecruiser", assigned = "Longsword Interceptor" } } },
  },
  path = { "Autumn Bridge" },
  pools = { twilight = 4 },
}
