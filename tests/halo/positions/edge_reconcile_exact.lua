-- Shadow players reconcile at the hand limit exactly: Bob holds eight
-- cards, with two in his draw deck.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      hand = { "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt", "Unggoy Grunt",
        "Elite Veteran", "Elite Veteran", "Elite Veteran", "Elite Veteran" },
      draw = { "Blue Elite", "Blue Elite" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
