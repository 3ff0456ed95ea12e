-- Cortana's Company ability: Ann's company phase, one card in her draw deck.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" }, support = { "Cortana" },
      draw = { "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, adventure = { "Outskirts" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
