-- Resolve that skirmish, overwhelming at exactly double: the Elite Zealot
-- (10) against Sergeant Mobuto (5); a Blue Elite (9) against Jacob Keyes
-- (5), one short of double.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief", "Sergeant Mobuto", "Jacob Keyes" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Zealot", assigned = "Sergeant Mobuto" }, { "Blue Elite", assigned = "Jacob Keyes" } } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
