-- Two engagements: the Pillar of Autumn against a Seraph, and a Pelican
-- Dropship (weapons 0) against a Phantom Dropship (weapons 0, armor 1).
-- Ann holds a MAC Round (damage a Shadow ship) and the twilight is empty.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "engagement",
  players = {
    { name = "Ann", company = { "Master Chief" },
      support = { "Pillar of Autumn", "Pelican Dropship" }, hand = { "MAC Round" } },
    { name = "Bob", company = { "The Arbiter" },
      support = { { "Seraph", assigned = "Pillar of Autumn" },
        { "Phantom Dropship", assigned = "Pelican Dropship" } } },
  },
  path = { "Autumn Bridge" },
}
