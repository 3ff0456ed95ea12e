-- Ann's regroup phase after her first move, with Bob's hand of 10 and
-- Ann's draw deck nearly empty.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, vars = { moves = 1 },
      company = { "Master Chief" },
      hand = { "ODST Helljumper", "ODST Helljumper" },
      draw = { "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Elite Veteran", { "Energy Sword", bearer = "Elite Veteran" } },
      hand = { "Elite Veteran", "Elite Veteran", "Elite Veteran", "Elite Veteran", "Elite Veteran",
        "Elite Veteran", "Elite Veteran", "Elite Veteran", "Elite Veteran", "Blue Elite" },
      adventure = { "Metropolis" },
      draw = { "Elite Veteran" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
