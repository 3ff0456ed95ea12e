-- Assign defenders with five players: Ann is the Free Peoples player, with
-- Master Chief and Sergeant Mobuto; Bob, Carl, Dee and Eve each have an
-- Unggoy Grunt.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Sergeant Mobuto" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Unggoy Grunt" } },
    { name = "Carl", site = 1, company = { "Master Chief" }, shadow = { "Unggoy Grunt" } },
    { name = "Dee", site = 1, company = { "Master Chief" }, shadow = { "Unggoy Grunt" } },
    { name = "Eve", site = 1, company = { "Master Chief" }, shadow = { "Unggoy Grunt" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
