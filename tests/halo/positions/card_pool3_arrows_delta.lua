-- How to move, three players: Ann (seat 1) is at Delta Halo (site 6, left
-- arrow). Bob (seat 2, to her left) holds Regret (site 7, right arrow) and
-- The Library (site 8); Carl (seat 3, to her right) holds 343 Guilty Spark
-- (site 7) and Sacred Icon (site 8).
return {
  rules = "halo",
  turn = 11, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 6, company = { "Master Chief" } },
    { name = "Bob", site = 5, company = { "The Arbiter" }, adventure = { "Regret", "The Library" } },
    { name = "Carl", site = 5, company = { "Fred" }, adventure = { "343 Guilty Spark", "Sacred Icon" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Tsavo Highway", owner = 3 },
    { "Truth and Reconciliation", owner = 1 }, { "The Silent Cartographer", owner = 1 },
    { "Delta Halo", owner = 2 } },
}
