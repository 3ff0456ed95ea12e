-- Infestation in Bob's hand at the regroup phase, a Flood Spore in play.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Flood Spore" }, hand = { "Infestation" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 2 },
}
