-- The start of Ann's turn at a sanctuary (Alpha Base, site 3), with two
-- Marine Reinforcements and wounded companions.
return {
  rules = "halo",
  turn = 2, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 3,
      company = { { "Master Chief", wounds = 3 }, { "Sergeant Mobuto", wounds = 2 },
        { "ODST Helljumper", wounds = 1 } },
      support = { "Marine Reinforcements", "Marine Reinforcements" },
      hand = { "Sgt. Johnson, Sarge", "Sergeant Mobuto" },
      dead = { "Sgt. Johnson, Sarge" },
      adventure = { "The Silent Cartographer" },
      draw = { "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      adventure = { "The Arbiter's Trial" }, draw = { "Elite Veteran" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
  pools = { twilight = 7 },
}
