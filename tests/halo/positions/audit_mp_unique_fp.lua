-- ACTIVE CARD, unique Shadow cards: Ann, the Free Peoples player, has an
-- Elite Zealot of her own in play (a judge's hypothetical: her Shadow cards
-- are inactive in her turn); Bob, her only opponent, holds an Elite Zealot,
-- with 6 twilight in the pool at site 5.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief" }, shadow = { "Elite Zealot" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, hand = { "Elite Zealot", "Unggoy Grunt" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
  pools = { twilight = 6 },
}
