-- Master Chief has 4 wounds and bears MJOLNIR (vitality 4 + 1 = 5); Linda,
-- a Spartan, could bear the armour instead. Company phase, Ann to act.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1,
      company = { { "Master Chief", wounds = 4 }, "Linda",
        { "MJOLNIR Powered Assault Armor", bearer = "Master Chief" } },
      adventure = { "Lifeboat Crash Site" },
      draw = { "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      adventure = { "Outskirts" }, draw = { "Elite Veteran" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
