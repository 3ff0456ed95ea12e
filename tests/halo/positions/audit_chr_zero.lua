-- SKIRMISH PHASE(S): Master Chief (strength 8, three Crazed: 5) skirmishes
-- an Elite Veteran (7). Ann holds Spartan Laser, Bob a Fuel Rod Cannon
-- (strength -5) and the twilight to play it.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief",
        { "Crazed", owner = 2, bearer = "Master Chief" },
        { "Crazed", owner = 2, bearer = "Master Chief" },
        { "Crazed", owner = 2, bearer = "Master Chief" } },
      hand = { "Spartan Laser" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Master Chief" } },
      hand = { "Fuel Rod Cannon" } },
  },
  pools = { twilight = 2 },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
