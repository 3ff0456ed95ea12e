-- SHADOW PHASE(S): Bob has two Blue Elites (site 4) while Ann's company is
-- at site 3: a roaming minion costs 2 more. One is played, survives the
-- skirmish and follows the company to site 4, where it is not roaming.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      hand = { "Blue Elite", "Blue Elite" },
      adventure = { "The Arbiter's Trial" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
  pools = { twilight = 6 },
}
