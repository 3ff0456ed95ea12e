-- WINNING THE GAME: Ann's company is at site 9 (The Maw); her Hero, Master
-- Chief (8, damage +1), skirmishes an Elite Veteran (7, vitality 2).
return {
  rules = "halo",
  turn = 5, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 9, company = { "Master Chief" }, draw = { "ODST Helljumper" } },
    { name = "Bob", site = 8, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Master Chief" } }, draw = { "Unggoy Grunt" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "The Silent Cartographer", owner = 1 },
    { "Delta Halo", owner = 2 }, { "343 Guilty Spark", owner = 1 }, { "Sacred Icon", owner = 2 },
    { "The Maw", owner = 1 } },
}
