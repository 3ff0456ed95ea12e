-- A site's Shadow special ability: the company is at Ann's own Quarantine
-- Zone (site 5) in Bob's Shadow phase, with 4 twilight in the pool.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief", "Sergeant Mobuto" } },
    { name = "Bob", site = 1, company = { "The Arbiter" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "Floodgate", owner = 1 } },
  pools = { twilight = 4 },
}
