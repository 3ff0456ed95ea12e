-- COMPANY PHASE, Playing companions: Pfc. Logan and two ODST Helljumpers in
-- the dead pile, six companions in the company and two more Helljumpers in
-- hand (and a rifle, so the company actions go on). Ten in play and dead is the limit: only one more may be played.
return {
  rules = "halo",
  turn = 3, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 2,
      company = { "Master Chief", "Jacob Keyes", "Sergeant Mobuto", "Sgt. Johnson, Sarge",
        "ODST Helljumper", "ODST Helljumper" },
      dead = { "Pfc. Logan", "ODST Helljumper", "ODST Helljumper" },
      hand = { "ODST Helljumper", "ODST Helljumper", "Pfc. Logan", "BR55 Battle Rifle" } },
    { name = "Bob", site = 2, company = { "The Arbiter" }, adventure = { "Metropolis" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
