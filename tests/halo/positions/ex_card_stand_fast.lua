-- Stand Fast in Ann's hand at the assignment phase; two Grunts attack.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "ODST Helljumper" },
      hand = { "Stand Fast" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Unggoy Grunt", "Unggoy Grunt" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
