-- Pool 2 skirmishes: Ann's Sgt. Johnson faces a Sentinel
-- Major; Master Chief faces a Yanme'e Drone bearing a Needler; the Elite
-- Honor Guard (bearing a Covenant Carbine) faces a Heretic Grunt.
-- Bob holds Sentinel Beam. The pool has 4 twilight.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2,
      company = { "Master Chief", { "Sgt. Johnson, Sarge", ref = "johnson" },
        { "Elite Honor Guard", ref = "guard" } },
      support = { { "Covenant Carbine", bearer = "guard" } },
      draw = { "UNSC Marine", "UNSC Marine" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      hand = { "Sentinel Beam" },
      shadow = { { "Heretic Grunt", assigned = "guard" },
        { "Yanme'e Drone", ref = "drone", assigned = "Master Chief" },
        { "Needler", bearer = "drone" },
        { "Sentinel Major", assigned = "johnson" } } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
  pools = { twilight = 4 },
}
