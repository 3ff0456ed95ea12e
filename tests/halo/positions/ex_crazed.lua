-- UNIQUENESS, Non-unique cards: Bob holds two copies of the Flood condition
-- Crazed in his Shadow phase; Ann's company is Master Chief and Sgt.
-- Johnson; Bob has a Grunt in play (a minion, not a companion).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Sgt. Johnson, Sarge" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Unggoy Grunt" }, hand = { "Crazed", "Crazed" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 4 },
}
