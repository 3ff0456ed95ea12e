-- Effects: two Flood Spores and 1 twilight at the sniping phase; Linda's
-- company sniping wound kills one Spore, whose "remove (2) or wound
-- another minion" can be fully performed only by wounding the other Spore.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Linda" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Flood Spore", "Flood Spore" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 1 },
}
