-- Playing Shadow cards, one twilight pool: Ann is the Free Peoples player
-- at site 3 with 5 twilight in the pool. Carl (to her right) plays first
-- and holds an Elite Veteran (2); Bob then holds Zuka 'Zamamee (4) and an
-- Elite Veteran (2).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      hand = { "Zuka 'Zamamee", "Elite Veteran" } },
    { name = "Carl", site = 1, company = { "Fred" }, hand = { "Elite Veteran" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
  pools = { twilight = 5 },
}
