-- Move limit: a four-player game in which Dee has already left. Ann's
-- company has moved twice this turn and is in the regroup phase at site 3.
return {
  rules = "halo",
  turn = 9, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief" }, vars = { moves = 2 } },
    { name = "Bob", site = 2, company = { "The Arbiter" }, adventure = { "The Arbiter's Trial" } },
    { name = "Cal", site = 2, company = { "Fred" } },
    { name = "Dee", site = 1, company = { { "Master Chief", ref = "dee_chief" } }, vars = { out = true } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
