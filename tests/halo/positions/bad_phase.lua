-- A position naming a phase Halo does not have, for the error message test.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regrup",
  players = {
    { name = "Ann", site = 2, company = { { "Master Chief", wounds = 2 }, "Jacob Keyes" },
      hand = { "Combat Medic" } },
    { name = "Bob", site = 1, company = { "The Arbiter" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
