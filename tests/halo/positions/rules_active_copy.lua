-- ACTIVE CARD: Bob and Carl each have the unique Elite Zealot in play while
-- Ann is the Free Peoples player; Carl sits to Ann's right.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "maneuver",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Elite Zealot" } },
    { name = "Carl", site = 1, company = { "Master Chief" }, shadow = { "Elite Zealot" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
