-- A position with a negative token count, for the error message test.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, company = { { "Master Chief", wounds = -3 }, "Jacob Keyes" },
      hand = { "Combat Medic" } },
    { name = "Bob", site = 1, company = { "The Arbiter" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
