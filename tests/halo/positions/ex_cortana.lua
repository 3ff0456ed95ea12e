-- UNIQUENESS, Unique cards: Ann has Cortana in play; in Bob's company phase
-- Bob holds two copies of Cortana.
return {
  rules = "halo",
  turn = 2, player = 2, phase = "company",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" }, support = { "Cortana" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, hand = { "Cortana", "Cortana" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
