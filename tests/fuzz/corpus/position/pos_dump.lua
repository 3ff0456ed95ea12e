-- A position dumped by cardvm (docs/positions.md). The --@record lines at the
-- end replay the game exactly; delete them to start from the description.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann",
      vars = { hero = 1, site = 6 },
      company = { { "Master Chief", ref = "c1" } },
    },
    { name = "Bob",
      vars = { hero = 2, site = 1 },
      company = { { "The Arbiter", ref = "c2" } },
      shadow = { { "Sesa 'Refumee", ref = "c3", assigned = "c1" } },
    },
  },
  path = { { "Autumn Bridge", ref = "c4" },
    { "Outskirts", owner = 2, ref = "c5" } },
  pools = { twilight = 2 },
  vars = { skirmish = 1 },
}
--@record # cardvm record: replay it with `cardvm replay FILE` or `load FILE`
--@record rules halo
--@record seed 1
--@record position tests/halo/positions/ex_card_sesa.lua
--@record answer 1  # pass
