-- Playing Shadow cards, toil: Ann is the Free Peoples player at site 6.
-- Carl (to her right) has an Elite Veteran (Covenant) and a Heretic Elite
-- in play and nothing to play; Bob holds a Brute Chieftain (cost 6, Covenant,
-- toil 2) with 4 twilight in the pool and no minion of his own.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 6, company = { "Master Chief", "Sgt. Johnson, Sarge" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, hand = { "Brute Chieftain" } },
    { name = "Carl", site = 1, company = { "Fred" },
      shadow = { "Elite Veteran", "Heretic Elite" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
  pools = { twilight = 4 },
}
