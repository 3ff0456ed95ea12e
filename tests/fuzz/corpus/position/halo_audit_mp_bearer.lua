-- Playing Shadow cards, three players: Ann is the Free Peoples player at
-- site 4 with 6 twilight in the pool. Carl (to her right) has his Shadow
-- phase first: he has two Elites in play and holds an Energy Sword (a
-- possession; bearer must be an Elite). Bob then has only an Unggoy Grunt
-- in play and holds an Energy Sword and a Blue Elite.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 4, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Unggoy Grunt" }, hand = { "Energy Sword", "Blue Elite" } },
    { name = "Carl", site = 1, company = { "Fred" },
      shadow = { "Elite Veteran", "Heretic Elite" }, hand = { "Energy Sword" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
  pools = { twilight = 6 },
}
