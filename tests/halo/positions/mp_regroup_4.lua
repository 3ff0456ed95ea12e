-- REGROUP PHASE with 4 players: Ann (seat 1) is the Free Peoples player;
-- every Shadow player has an Elite Veteran in play, one card in hand and
-- seven in his draw deck.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "Master Chief" }, shadow = { "Elite Veteran" },
      hand = { "Unggoy Grunt" }, draw = { "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt",
        "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt" } },
    { name = "Carl", site = 1, company = { "Master Chief" }, shadow = { "Elite Veteran" },
      hand = { "Unggoy Grunt" }, draw = { "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt",
        "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt" } },
    { name = "Dee", site = 1, company = { "Master Chief" }, shadow = { "Elite Veteran" },
      hand = { "Unggoy Grunt" }, draw = { "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt",
        "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
