-- Jacob Keyes's Maneuver ability: Master Chief and Keyes against a Grunt.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "maneuver",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Jacob Keyes" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Unggoy Grunt" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
