-- Pool 2 Shadow phase: Bob has two Flood Combat Forms in play, holds
-- Covenant Reinforcements, Flood Resurgence and Spore Cloud; his draw deck
-- holds an Elite Veteran, his discard pile a Flood Pure Form. The company
-- is at site 5.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      hand = { "Covenant Reinforcements", "Flood Resurgence", "Spore Cloud" },
      shadow = { "Flood Combat Form", "Flood Combat Form" },
      draw = { "Elite Veteran" },
      discard = { "Flood Pure Form" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "The Silent Cartographer", owner = 1 } },
  pools = { twilight = 10 },
}
