-- SKIRMISH PHASE(S): Master Chief skirmishes a Flood Spore, an ODST
-- Helljumper an Unggoy Grunt (vitality 1). The pool is empty, so when the
-- Spore is killed Bob cannot remove (2) and must wound another minion.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Flood Spore", assigned = "Master Chief" },
        { "Unggoy Grunt", assigned = "ODST Helljumper" } } },
  },
  pools = { twilight = 0 },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
