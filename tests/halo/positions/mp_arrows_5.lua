-- How to move with five players: Carl (seat 3) is at Lifeboat Crash Site
-- (site 2, right arrow). Every other player holds a site 3 and a site 4;
-- Bob's site 3 is Alpha Base (left arrow).
return {
  rules = "halo",
  turn = 1, player = 3, phase = "company",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" }, adventure = { "Tsavo Highway", "Truth and Reconciliation" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, adventure = { "Alpha Base", "The Storm" } },
    { name = "Carl", site = 2, company = { "Master Chief" } },
    { name = "Dee", site = 1, company = { "Master Chief" }, adventure = { "Metropolis", "Infinity" } },
    { name = "Eve", site = 1, company = { "Master Chief" }, adventure = { "Forerunner", "The Arbiter's Trial" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Lifeboat Crash Site", owner = 2 } },
}
