-- No Quarter in Bob's hand: an Elite Veteran skirmishes an ODST Helljumper.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "ODST Helljumper" } }, hand = { "No Quarter" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 1 },
}
