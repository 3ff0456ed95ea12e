-- Effects: Bob holds Infestation ("Spot a [Flood] minion to wound a
-- companion (except the Hero)") at the regroup phase; he has a Flood Spore,
-- Ann has only her Hero.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Flood Spore" },
      hand = { "Infestation" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 5 },
}
