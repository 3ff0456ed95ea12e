-- Possessions on ships, three players: Bob (in his Shadow phase) and Carl
-- each have a Seraph; Bob holds a Plasma Lance Battery (bearer must be a
-- Covenant ship). Ann's Pillar of Autumn bears nothing yet.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" }, support = { "Pillar of Autumn" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, support = { "Seraph" },
      hand = { "Plasma Lance Battery" } },
    { name = "Carl", site = 1, company = { "Fred" }, support = { "Seraph" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 4 },
}
