-- ASSIGNMENT PHASE, ships, with 5 players: Ann has the Pillar of Autumn and
-- a Pelican Dropship; every Shadow player has a Seraph, and no minion.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" }, support = { "Pillar of Autumn", "Pelican Dropship" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, support = { "Seraph" } },
    { name = "Carl", site = 1, company = { "The Arbiter" }, support = { "Seraph" } },
    { name = "Dee", site = 1, company = { "The Arbiter" }, support = { "Seraph" } },
    { name = "Eve", site = 1, company = { "The Arbiter" }, support = { "Seraph" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
