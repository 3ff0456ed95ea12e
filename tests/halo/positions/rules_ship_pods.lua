-- A Free Peoples possession for a ship: Ann holds Archer Missile Pods in her
-- company phase; her Pillar of Autumn is in her support area.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" }, support = { "Pillar of Autumn" },
      hand = { "Archer Missile Pods" }, adventure = { "Lifeboat Crash Site" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, support = { "Seraph" },
      adventure = { "Outskirts" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
