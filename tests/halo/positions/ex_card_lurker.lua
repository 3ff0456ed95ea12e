-- Lurker: Master Chief against a Flood Carrier Form (lurker), Sgt. Johnson
-- against a Grunt.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief", "Sgt. Johnson, Sarge" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Flood Carrier Form", assigned = "Master Chief" },
        { "Unggoy Grunt", assigned = "Sgt. Johnson, Sarge" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
