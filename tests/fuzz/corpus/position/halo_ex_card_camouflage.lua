-- Bob's turn: the Arbiter, bearing Active Camouflage, skirmishes a Blue
-- Elite.
return {
  rules = "halo",
  turn = 2, player = 2, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" },
      shadow = { { "Blue Elite", assigned = "The Arbiter" } } },
    { name = "Bob", site = 4,
      company = { "The Arbiter", { "Active Camouflage", bearer = "The Arbiter" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 } },
}
