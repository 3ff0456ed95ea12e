-- How to move: three players. Ann leaves Outskirts (site 2), whose arrow
-- points right: Carl, the Shadow player to her right, places site 3 (Bob,
-- to her left, has a site 3 too).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, adventure = { "Metropolis" } },
    { name = "Carl", site = 1, company = { "Fred" }, adventure = { "Alpha Base" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
