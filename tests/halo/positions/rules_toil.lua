-- Toil X: Bob's Brute Chieftain (cost 6, toil 2) with 4 twilight in the
-- pool and one Covenant minion able to exert.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 6, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Elite Veteran" }, hand = { "Brute Chieftain" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
  pools = { twilight = 4 },
}
