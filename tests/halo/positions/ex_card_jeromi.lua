-- Admiral Jeromi's Regroup ability: Master Chief has a wound.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, company = { { "Master Chief", wounds = 1 } },
      support = { "Admiral Jeromi" } },
    { name = "Bob", site = 1, company = { "The Arbiter" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
