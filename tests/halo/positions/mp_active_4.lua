-- ACTIVE CARD with four players: Dee (seat 4) is the Free Peoples player;
-- Carl, on her right, has no Elite Zealot; Bob and Ann each have one.
return {
  rules = "halo",
  turn = 1, player = 4, phase = "maneuver",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" }, shadow = { "Elite Zealot" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Elite Zealot" } },
    { name = "Carl", site = 1, company = { "Master Chief" } },
    { name = "Dee", site = 5, company = { "Master Chief", "Sergeant Mobuto" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
