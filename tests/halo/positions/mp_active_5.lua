-- ACTIVE CARD with five players: Ann is the Free Peoples player; Eve, on
-- her right, has no Elite Zealot; Dee and Bob each have one.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "maneuver",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief", "Sergeant Mobuto" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Elite Zealot" } },
    { name = "Carl", site = 1, company = { "Master Chief" } },
    { name = "Dee", site = 1, company = { "Master Chief" }, shadow = { "Elite Zealot" } },
    { name = "Eve", site = 1, company = { "Master Chief" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
