-- A Seraph (weapons 6) against a Pelican Dropship (weapons 0, armor 2).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "engagement",
  players = {
    { name = "Ann", company = { "Master Chief" }, support = { "Pelican Dropship" } },
    { name = "Bob", company = { "The Arbiter" },
      support = { { "Seraph", assigned = "Pelican Dropship" } } },
  },
  path = { "Autumn Bridge" },
}
