-- Perform maneuver actions: Ann (Master Chief, Jacob Keyes) is the Free
-- Peoples player; Bob and Carl each have an Elite Veteran in play and hold
-- a Covenant Ambush (Maneuver: spot a Covenant minion to exert a
-- companion); 2 twilight in the pool.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "maneuver",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief", "Jacob Keyes" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Elite Veteran" }, hand = { "Covenant Ambush" } },
    { name = "Carl", site = 1, company = { "Fred" },
      shadow = { "Elite Veteran" }, hand = { "Covenant Ambush" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
  pools = { twilight = 2 },
}
