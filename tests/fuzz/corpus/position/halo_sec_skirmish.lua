-- SKIRMISH PHASE(S): Mobuto (exhausted: 2 wounds of 3) skirmishes an
-- Unggoy Grunt; Master Chief skirmishes nothing.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { { "Master Chief", wounds = 3 }, { "Sergeant Mobuto", wounds = 2 } },
      hand = { "Hold the Line" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Unggoy Grunt", assigned = "Sergeant Mobuto" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
