-- Bob's turn: a SpecOps Elite with a Plasma Rifle skirmishes Ann's Blue
-- Elite; Rtas 'Vadum and the Arbiter (with Active Camouflage) look on.
return {
  rules = "halo",
  turn = 2, player = 2, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" },
      shadow = { { "Blue Elite", assigned = "SpecOps Elite" } } },
    { name = "Bob", site = 4,
      company = { "The Arbiter", "Rtas 'Vadum", "SpecOps Elite",
        { "Plasma Rifle", bearer = "SpecOps Elite" },
        { "Active Camouflage", bearer = "The Arbiter" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 } },
}
