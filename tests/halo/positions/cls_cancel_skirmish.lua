-- SKIRMISH PHASE(S), a cancelled skirmish: The Arbiter, bearing Active
-- Camouflage, skirmishes an Elite Veteran; Bob holds a Plasma Grenade
-- (Skirmish: a Covenant minion strength +3) and the 1 twilight to play it.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { "The Arbiter", { "Active Camouflage", bearer = "The Arbiter" } } },
    { name = "Bob", site = 1, company = { "Master Chief" },
      shadow = { { "Elite Veteran", assigned = "The Arbiter" } }, hand = { "Plasma Grenade" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 1 },
}
