-- Effects: Combat Medic in Ann's hand at the regroup phase, and no wounded
-- UNSC companion to heal.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Sergeant Mobuto" },
      hand = { "Combat Medic" } },
    { name = "Bob", site = 1, company = { "The Arbiter" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
