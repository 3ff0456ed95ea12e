-- How to move, three players: Ann (seat 1) is at Sacred Icon (site 8, right
-- arrow). Bob (seat 2, to her left) holds Quarantine Zone (site 9); Carl
-- (seat 3, to her right) holds The Maw (site 9). Nobody holds a minion.
return {
  rules = "halo",
  turn = 15, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 8, company = { "Master Chief" } },
    { name = "Bob", site = 7, company = { "The Arbiter" }, adventure = { "Quarantine Zone" } },
    { name = "Carl", site = 7, company = { "Fred" }, adventure = { "The Maw" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Tsavo Highway", owner = 3 },
    { "Truth and Reconciliation", owner = 1 }, { "The Silent Cartographer", owner = 1 },
    { "Delta Halo", owner = 2 }, { "Regret", owner = 2 }, { "Sacred Icon", owner = 3 } },
}
