-- ACTIVE CARD: Bob and Carl each have the unique Elite Zealot (fierce,
-- strength 10) in play while Ann is the Free Peoples player. Carl sits to
-- Ann's right, so his copy is the active one; Bob's is inactive. The
-- assignment phase begins.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief", "Sergeant Mobuto" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Elite Zealot" } },
    { name = "Carl", site = 1, company = { "Master Chief" }, shadow = { "Elite Zealot" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
