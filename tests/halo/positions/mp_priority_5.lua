-- The action procedure with five players: Carl (seat 3) is the Free
-- Peoples player; Bob sits on his right, then Ann, Eve and Dee. Everyone
-- has a maneuver action: Carl's Jacob Keyes, and each Shadow player's
-- Covenant Ambush (Bob's Elite Veteran is the Covenant minion to spot).
return {
  rules = "halo",
  turn = 1, player = 3, phase = "maneuver",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" }, hand = { "Covenant Ambush" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Elite Veteran" },
      hand = { "Covenant Ambush" } },
    { name = "Carl", site = 2, company = { "Master Chief", "Jacob Keyes" } },
    { name = "Dee", site = 1, company = { "Master Chief" }, hand = { "Covenant Ambush" } },
    { name = "Eve", site = 1, company = { "Master Chief" }, hand = { "Covenant Ambush" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 4 },
}
