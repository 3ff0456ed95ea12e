-- RESPONSE: an interrupt cancels an event; its costs stay paid. Master
-- Chief skirmishes an Elite Veteran; Ann holds Hold the Line, Bob holds
-- Counter-Intelligence.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" }, hand = { "Hold the Line" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Master Chief" } },
      hand = { "Counter-Intelligence" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 1 },
}
