-- How to move, three players: Ann (seat 1) is at Truth and Reconciliation
-- (site 4, right arrow). Bob (seat 2, to her left) holds The Silent
-- Cartographer (site 5) and Assault on the Control Room (site 6); Carl
-- (seat 3, to her right) holds Oracle (site 5, right arrow) and Delta Halo
-- (site 6). Master Chief has a wound.
return {
  rules = "halo",
  turn = 7, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 4, company = { { "Master Chief", wounds = 1 } } },
    { name = "Bob", site = 3, company = { "The Arbiter" },
      adventure = { "The Silent Cartographer", "Assault on the Control Room" } },
    { name = "Carl", site = 3, company = { "Fred" }, adventure = { "Oracle", "Delta Halo" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Tsavo Highway", owner = 3 },
    { "Truth and Reconciliation", owner = 1 } },
}
