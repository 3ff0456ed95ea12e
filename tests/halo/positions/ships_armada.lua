-- The rulebook's third Pillar of Autumn example: both Seraphs have damage
-- +1 and weapons 7 (Covenant Armada), already assigned to the Autumn at the
-- start of the engagement phase.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "engagement",
  players = {
    { name = "Ann", company = { "Master Chief" }, support = { "Pillar of Autumn" } },
    { name = "Bob", company = { "The Arbiter" },
      support = { "Covenant Armada",
        { "Seraph", assigned = "Pillar of Autumn" },
        { "Seraph", assigned = "Pillar of Autumn" } } },
  },
  path = { "Autumn Bridge" },
}
