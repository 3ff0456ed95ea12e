-- ALLIES: Admiral Jeromi (home 6) in Ann's support area with Cortana (an AI
-- of home 1), at the assignment phase, the company at site 5.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief" }, support = { "Admiral Jeromi", "Cortana" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Elite Veteran" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Oracle", owner = 2 } },
}
