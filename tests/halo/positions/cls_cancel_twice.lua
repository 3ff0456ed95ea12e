-- RESPONSE, a cancelled action: Master Chief skirmishes Carl's Elite
-- Veteran; Ann holds Hold the Line; Bob and Carl each hold
-- Counter-Intelligence (cancel a Free Peoples skirmish event).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { { "Master Chief", ref = "chief" } }, hand = { "Hold the Line" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, hand = { "Counter-Intelligence" } },
    { name = "Carl", site = 1, company = { "Master Chief" },
      shadow = { { "Elite Veteran", assigned = "chief" } }, hand = { "Counter-Intelligence" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 2 },
}
