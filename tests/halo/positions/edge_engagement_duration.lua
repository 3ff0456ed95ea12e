-- Perform engagement actions: two engagements - the Pillar of Autumn
-- against a Seraph, a Pelican Dropship against a Phantom Dropship. Ann
-- holds Broadside (a UNSC ship in this engagement damage +1).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "engagement",
  players = {
    { name = "Ann", company = { "Master Chief" },
      support = { "Pillar of Autumn", "Pelican Dropship" }, hand = { "Broadside" } },
    { name = "Bob", company = { "The Arbiter" },
      support = { { "Seraph", assigned = "Pillar of Autumn" },
        { "Phantom Dropship", assigned = "Pelican Dropship" } } },
  },
  path = { "Autumn Bridge" },
}
