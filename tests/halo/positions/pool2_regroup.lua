-- Pool 2 regroup: Master Chief (2 wounds) bears Medical Supplies; a
-- Sentinel Constructor and a wounded UNSC Marine; Bob's Heretic Sniper
-- lets him play Schism.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2,
      company = { { "Master Chief", wounds = 2 }, "Sentinel Constructor", { "UNSC Marine", wounds = 1 } },
      support = { { "Medical Supplies", bearer = "Master Chief" } },
      adventure = { "Alpha Base" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      hand = { "Schism" },
      shadow = { "Heretic Sniper" } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
  pools = { twilight = 4 },
}
