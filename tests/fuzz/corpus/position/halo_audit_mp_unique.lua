-- Unique cards (Shadow): Ann is the Free Peoples player at site 5 with 12
-- twilight in the pool. Carl (to her right, first Shadow phase) holds an
-- Elite Zealot and an Elite Veteran; Bob already has an Elite Zealot in play
-- and holds another, with an Elite Veteran.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Elite Zealot" }, hand = { "Elite Zealot", "Elite Veteran" } },
    { name = "Carl", site = 1, company = { "Fred" }, hand = { "Elite Zealot", "Elite Veteran" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
  pools = { twilight = 12 },
}
