-- Timing conflicts with 4 players: at the start of Carl's company phase
-- (seat 3, the Free Peoples player) her Marine Reinforcements and each
-- Shadow player's Covenant Patrol must all resolve.
return {
  rules = "halo",
  turn = 1, player = 3, phase = "company",
  players = {
    { name = "Ann", site = 1, company = { "The Arbiter" }, support = { "Covenant Patrol" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, support = { "Covenant Patrol" } },
    { name = "Carl", site = 1, company = { { "Master Chief", wounds = 1 } },
      support = { "Marine Reinforcements" } },
    { name = "Dee", site = 1, company = { "The Arbiter" }, support = { "Covenant Patrol" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
