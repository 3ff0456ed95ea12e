-- Remove from the game, Stack, Race: Master Chief skirmishes an Elite
-- Veteran (strength 7) with Spartan Laser in hand; the Forerunner Archive
-- holds a stacked Elite Veteran.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief" },
      support = { "Forerunner Archive" },
      stacked = { { "Hold the Line", stacked_on = "Forerunner Archive" } },
      hand = { "Spartan Laser" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Master Chief" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
