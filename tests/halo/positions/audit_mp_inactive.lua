-- ACTIVE CARD, in Ann's turn: Bob's Crazed is on Ann's Master Chief; Carl's
-- Crazed and Ann's own Crazed (played in an earlier turn as a Shadow player)
-- are on Bob's Arbiter. Ann and Bob each have a Seraph and a Covenant
-- Armada (each of your Covenant ships is weapons +1) in their support areas.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "maneuver",
  players = {
    { name = "Ann", site = 3,
      company = { "Master Chief", { "Crazed", owner = 2, ref = "bobs_crazed", bearer = "Master Chief" } },
      support = { "Seraph", "Covenant Armada" } },
    { name = "Bob", site = 1,
      company = { "The Arbiter",
        { "Crazed", owner = 3, ref = "carls_crazed", bearer = "The Arbiter" },
        { "Crazed", owner = 1, ref = "anns_crazed", bearer = "The Arbiter" } },
      support = { "Seraph", "Covenant Armada" } },
    { name = "Carl", site = 1, company = { "Fred" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
