-- How to move, three players: Ann (seat 1) is at Tsavo Highway (site 3,
-- left arrow). Bob (seat 2, to her left) holds The Storm (site 4, right
-- arrow) and Oracle (site 5); Carl (seat 3, to her right) holds Truth and
-- Reconciliation (site 4) and The Silent Cartographer (site 5).
return {
  rules = "halo",
  turn = 5, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief" } },
    { name = "Bob", site = 2, company = { "The Arbiter" }, adventure = { "The Storm", "Oracle" } },
    { name = "Carl", site = 2, company = { "Fred" },
      adventure = { "Truth and Reconciliation", "The Silent Cartographer" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Tsavo Highway", owner = 3 } },
}
