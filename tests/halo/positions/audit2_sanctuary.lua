-- Healing: Ann's turn starts with her company at Alpha Base (site 3, a
-- sanctuary). Six wounds are on her companions; her ally Admiral Jeromi
-- has one too.
return {
  rules = "halo",
  turn = 5, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 3,
      company = { { "Master Chief", wounds = 3 }, { "Sergeant Mobuto", wounds = 2 },
        { "Sgt. Johnson, Sarge", wounds = 1 } },
      support = { { "Admiral Jeromi", wounds = 1 } }, hand = { "ODST Helljumper" } },
    { name = "Bob", site = 2, company = { "The Arbiter" }, adventure = { "The Arbiter's Trial" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
