-- FIERCE SKIRMISHES: Ann's company is at site 6, Admiral Jeromi's home.
-- Jeromi (6) skirmishes a fierce Elite Zealot (10); Master Chief is free.
return {
  rules = "halo",
  turn = 7, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 6, company = { "Master Chief" }, support = { "Admiral Jeromi" } },
    { name = "Bob", site = 5, company = { "The Arbiter" },
      shadow = { { "Elite Zealot", assigned = "Admiral Jeromi" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "The Silent Cartographer", owner = 1 },
    { "Delta Halo", owner = 2 } },
}
