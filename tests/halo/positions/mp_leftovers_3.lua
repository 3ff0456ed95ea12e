-- Assign defenders with three players: Bob (seat 2) is the Free Peoples
-- player, with The Arbiter and a SpecOps Elite; Ann (on his right) and
-- Carl each have an Unggoy Grunt.
return {
  rules = "halo",
  turn = 1, player = 2, phase = "assignment",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" }, shadow = { "Unggoy Grunt" } },
    { name = "Bob", site = 2, company = { "The Arbiter", "SpecOps Elite" } },
    { name = "Carl", site = 1, company = { "Master Chief" }, shadow = { "Unggoy Grunt" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
