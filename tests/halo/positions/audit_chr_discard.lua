-- Killed: Ann's company phase at site 1 with a wounded Sergeant Mobuto
-- (companion) and a wounded Admiral Jeromi (ally); a copy of each in hand,
-- and an ODST Helljumper so that her company actions stay open.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", company = { "Master Chief", { "Sergeant Mobuto", wounds = 2 } },
      support = { { "Admiral Jeromi", wounds = 1 } },
      hand = { "Sergeant Mobuto", "Admiral Jeromi", "ODST Helljumper" } },
    { name = "Bob", company = { "The Arbiter" }, adventure = { "Outskirts" } },
  },
  path = { "Autumn Bridge" },
}
