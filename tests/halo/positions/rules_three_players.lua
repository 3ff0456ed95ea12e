-- Three players: Ann is the Free Peoples player at site 3 (Alpha Base,
-- whose arrow points left); Bob sits to her left, Carl to her right. Each
-- holds an Elite Zealot, which the twilight of the next move cannot pay.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      adventure = { "The Arbiter's Trial" }, hand = { "Elite Zealot" } },
    { name = "Carl", site = 1, company = { "Fred" },
      adventure = { "Truth and Reconciliation" }, hand = { "Elite Zealot" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
