-- REGROUP PHASE: Ann's regroup phase after her first move; Bob (Shadow)
-- has 3 cards in hand and 10 in his draw deck.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, vars = { moves = 1 },
      company = { "Master Chief" },
      hand = { "ODST Helljumper" },
      draw = { "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      hand = { "Elite Veteran", "Unggoy Grunt", "Blue Elite" },
      adventure = { "Metropolis" },
      draw = { "Elite Veteran", "Elite Veteran", "Elite Veteran", "Elite Veteran",
        "Elite Veteran", "Elite Veteran", "Unggoy Grunt", "Unggoy Grunt",
        "Unggoy Grunt", "Unggoy Grunt" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
