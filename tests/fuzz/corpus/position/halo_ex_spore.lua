-- COSTS AND EFFECTS, Effects: Flood Spore (vitality 1) is killed by the
-- company sniping fire of Linda (sniper). No other minion, 5 twilight: it must remove (2).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Linda" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Flood Spore" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 5 },
}
