-- Costs: Sesa 'Refumee and an Elite Veteran skirmish Master Chief with 1
-- twilight in the pool. Bob holds Plasma Grenade (cost 1) and Fuel Rod
-- Cannon (cost 2); Sesa's ability costs Remove (2).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 6, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Sesa 'Refumee", assigned = "Master Chief" },
                 { "Elite Veteran", assigned = "Master Chief" } },
      hand = { "Plasma Grenade", "Fuel Rod Cannon" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 1 },
}
