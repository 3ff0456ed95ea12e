-- An M9 Fragmentation Grenade on Master Chief, skirmishing a Blue Elite
-- (strength 9, vitality 3).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 4,
      company = { "Master Chief", { "M9 Fragmentation Grenade", bearer = "Master Chief" } } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Blue Elite", assigned = "Master Chief" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
