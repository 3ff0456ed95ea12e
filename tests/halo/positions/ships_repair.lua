-- Company phase: an undamaged Pillar of Autumn and a Pelican Dropship with
-- one damage; Ann holds two Emergency Repairs and an ODST Helljumper (so
-- that her company actions stay open).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", company = { "Master Chief" },
      support = { "Pillar of Autumn", { "Pelican Dropship", damage = 1 } },
      hand = { "Emergency Repairs", "Emergency Repairs", "ODST Helljumper" } },
    { name = "Bob", company = { "The Arbiter" }, adventure = { "Outskirts" } },
  },
  path = { "Autumn Bridge" },
}
