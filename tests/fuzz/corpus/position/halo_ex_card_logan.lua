-- Pfc. Logan (one wound) skirmishes an Elite Veteran; Master Chief has a
-- wound.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2,
      company = { { "Master Chief", wounds = 1 }, { "Pfc. Logan", wounds = 1 } } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Pfc. Logan" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
