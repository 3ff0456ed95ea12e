-- REGROUP PHASE with 3 players: Carl (seat 3) is the Free Peoples player;
-- every Shadow player has an Elite Veteran in play, one card in hand and
-- seven in his draw deck.
return {
  rules = "halo",
  turn = 1, player = 3, phase = "regroup",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" }, shadow = { "Elite Veteran" },
      hand = { "Unggoy Grunt" }, draw = { "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt",
        "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt" } },
    { name = "Bob", site = 1, company = { "Master Chief" }, shadow = { "Elite Veteran" },
      hand = { "Unggoy Grunt" }, draw = { "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt",
        "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt" } },
    { name = "Carl", site = 2, company = { "Master Chief" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
