-- Effects: Combat Medic ("Heal a UNSC companion twice", cost 2, toil 1) in
-- Ann's hand at the regroup phase; Sergeant Mobuto has one wound, Master
-- Chief none.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", { "Sergeant Mobuto", wounds = 1 } },
      hand = { "Combat Medic" } },
    { name = "Bob", site = 1, company = { "The Arbiter" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
