-- Pool 2 sniping: Bob's Heretic Sniper and Elite Veteran; he holds
-- Banshee Strafe. Ann's company: Master Chief and Jun (a sniper).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Jun" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      hand = { "Banshee Strafe" },
      shadow = { "Heretic Sniper", "Elite Veteran" } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
  pools = { twilight = 4 },
}
