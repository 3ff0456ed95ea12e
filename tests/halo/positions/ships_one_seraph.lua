-- The Pillar of Autumn (weapons 13) against one undamaged Seraph (weapons
-- 6, armor 3): 13 is at least double 6.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "engagement",
  players = {
    { name = "Ann", company = { "Master Chief" }, support = { "Pillar of Autumn" } },
    { name = "Bob", company = { "The Arbiter" },
      support = { { "Seraph", assigned = "Pillar of Autumn" } } },
  },
  path = { "Autumn Bridge" },
}
