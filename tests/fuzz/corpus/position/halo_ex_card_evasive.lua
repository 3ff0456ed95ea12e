-- An ODST Helljumper skirmishes an Elite Veteran; Evasive Maneuvers is in
-- Ann's hand.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "ODST Helljumper" },
      hand = { "Evasive Maneuvers" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "ODST Helljumper" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
