-- SHADOW PHASE(S): Bob has a Seraph and a Sniper Nest but no minion; Ann has
-- no ship for the Seraph to engage.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Sergeant Mobuto" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      support = { "Seraph", "Sniper Nest" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
