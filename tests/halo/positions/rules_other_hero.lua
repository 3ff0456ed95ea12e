-- LOSING THE GAME: Ann's Hero is Master Chief; Fred, a card with the Hero
-- keyword, is an ordinary companion of hers (3 wounds) against an Elite Veteran.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", { "Fred", wounds = 3 } } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Fred" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
