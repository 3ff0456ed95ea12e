-- SKIRMISH PHASE(S): two skirmishes - an Elite Veteran against Master
-- Chief, an Unggoy Grunt against Sergeant Mobuto.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Sergeant Mobuto" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Master Chief" }, { "Unggoy Grunt", assigned = "Sergeant Mobuto" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
