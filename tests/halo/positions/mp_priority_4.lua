-- The action procedure with four players: Bob (seat 2) is the Free Peoples
-- player; Ann sits on his right, then Dee, then Carl. Everyone has a
-- maneuver action: Bob's Jacob Keyes, and each Shadow player's Covenant
-- Ambush (Ann's Elite Veteran is the Covenant minion to spot).
return {
  rules = "halo",
  turn = 1, player = 2, phase = "maneuver",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" }, shadow = { "Elite Veteran" },
      hand = { "Covenant Ambush" } },
    { name = "Bob", site = 2, company = { "The Arbiter", "Jacob Keyes" } },
    { name = "Carl", site = 1, company = { "Master Chief" }, hand = { "Covenant Ambush" } },
    { name = "Dee", site = 1, company = { "Master Chief" }, hand = { "Covenant Ambush" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 3 },
}
