-- Transfer of Artifacts and Possessions, in the company phase.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1,
      company = { "Master Chief", "Sergeant Mobuto",
        { "BR55 Battle Rifle", bearer = "Master Chief" } },
      adventure = { "Lifeboat Crash Site" },
      draw = { "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      adventure = { "Outskirts" }, draw = { "Elite Veteran" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
