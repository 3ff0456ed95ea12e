-- Pool 2 responses: an Unggoy Grunt and a Flood Infection Form skirmish a
-- wounded UNSC Marine; Ann (three UNSC companions) holds Take Cover, Bob
-- holds Feeding Frenzy.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2,
      company = { "Master Chief", { "UNSC Marine", ref = "m1", wounds = 1 }, { "UNSC Marine", ref = "m2" } },
      hand = { "Take Cover" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      hand = { "Feeding Frenzy" },
      shadow = { { "Unggoy Grunt", assigned = "m1" }, { "Flood Infection Form", assigned = "m1" } } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
}
