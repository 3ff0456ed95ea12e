-- Armor; Perform company actions: Ann's unique Pillar of Autumn (armor 5)
-- has 4 damage (exhausted), her non-unique Pelican Dropship (armor 2) one
-- (exhausted too); a second Pillar of Autumn and Pelican Dropship in hand,
-- and an ODST Helljumper so that her company actions stay open.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", company = { "Master Chief" },
      support = { { "Pillar of Autumn", damage = 4 }, { "Pelican Dropship", damage = 1 } },
      hand = { "Pillar of Autumn", "Pelican Dropship", "ODST Helljumper" } },
    { name = "Bob", company = { "The Arbiter" }, adventure = { "Outskirts" } },
  },
  path = { "Autumn Bridge" },
}
