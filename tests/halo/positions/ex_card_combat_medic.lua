-- Combat Medic (cost 2, toil 1) in Ann's hand at the regroup phase; Master
-- Chief has two wounds.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, company = { { "Master Chief", wounds = 2 }, "Jacob Keyes" },
      hand = { "Combat Medic" } },
    { name = "Bob", site = 1, company = { "The Arbiter" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
