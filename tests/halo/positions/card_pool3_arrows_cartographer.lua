-- How to move, three players: Ann (seat 1) is at The Silent Cartographer
-- (site 5, right arrow). Bob (seat 2, to her left) holds Delta Halo (site
-- 6) and Regret (site 7); Carl (seat 3, to her right) holds Assault on the
-- Control Room (site 6, left arrow) and The Covenant (site 7).
return {
  rules = "halo",
  turn = 9, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief" } },
    { name = "Bob", site = 4, company = { "The Arbiter" }, adventure = { "Delta Halo", "Regret" } },
    { name = "Carl", site = 4, company = { "Fred" },
      adventure = { "Assault on the Control Room", "The Covenant" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Tsavo Highway", owner = 3 },
    { "Truth and Reconciliation", owner = 1 }, { "The Silent Cartographer", owner = 1 } },
}
