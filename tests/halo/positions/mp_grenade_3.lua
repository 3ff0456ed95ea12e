-- Playing Shadow cards with 3 players: Master Chief skirmishes Carl's Elite
-- Veteran; every other Shadow player holds a Plasma Grenade (make a
-- Covenant minion strength +3).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { { "Master Chief", ref = "chief" } } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, hand = { "Plasma Grenade" } },
    { name = "Carl", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "chief" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 3 },
}
