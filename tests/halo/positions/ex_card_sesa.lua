-- Sesa 'Refumee skirmishes Master Chief with 2 twilight in the pool.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 6, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Sesa 'Refumee", assigned = "Master Chief" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 2 },
}
