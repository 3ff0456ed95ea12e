-- COMPANY PHASE, Moving your company: Bob's Covenant Blockade makes every
-- site's Shadow number +1. Ann's company (Master Chief alone) moves from
-- site 1 to Bob's Outskirts (Shadow number 2).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      support = { "Covenant Blockade" }, adventure = { "Outskirts" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
