-- Assign defenders, four players: it is Bob's turn (seat 2); the Shadow
-- players to his right are, counter-clockwise, Ann (seat 1), Dee (seat 4)
-- and Carl (seat 3). Each has one Unggoy Grunt in play; Bob's company is
-- the Arbiter and a SpecOps Elite.
return {
  rules = "halo",
  turn = 1, player = 2, phase = "assignment",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" }, shadow = { "Unggoy Grunt" } },
    { name = "Bob", site = 2, company = { "The Arbiter", "SpecOps Elite" } },
    { name = "Carl", site = 1, company = { "Fred" }, shadow = { "Unggoy Grunt" } },
    { name = "Dee", site = 1, company = { "Master Chief" }, shadow = { "Unggoy Grunt" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
