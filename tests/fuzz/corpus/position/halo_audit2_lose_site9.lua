-- LOSING THE GAME: Ann's company is at site 9 (The Maw), but her Hero,
-- Master Chief, is one wound from death (3 of 4) and skirmishes an Elite
-- Zealot (10).
return {
  rules = "halo",
  turn = 5, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 9, company = { { "Master Chief", wounds = 3 } }, draw = { "ODST Helljumper" } },
    { name = "Bob", site = 8, company = { "The Arbiter" },
      shadow = { { "Elite Zealot", assigned = "Master Chief" } }, draw = { "Unggoy Grunt" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 }, { "The Silent Cartographer", owner = 1 },
    { "Delta Halo", owner = 2 }, { "343 Guilty Spark", owner = 1 }, { "Sacred Icon", owner = 2 },
    { "The Maw", owner = 1 } },
}
