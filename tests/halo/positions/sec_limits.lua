-- Hand limit and Move limit: Ann's regroup with Tactical Data Uplink in
-- her support area, after two moves; Bob has nothing to reconcile.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 3, vars = { moves = 2 },
      company = { "Master Chief" },
      support = { "Tactical Data Uplink" },
      hand = { "ODST Helljumper" },
      draw = { "ODST Helljumper", "ODST Helljumper", "ODST Helljumper", "ODST Helljumper",
        "ODST Helljumper", "ODST Helljumper", "ODST Helljumper", "ODST Helljumper",
        "ODST Helljumper", "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      hand = { "Elite Veteran", "Elite Veteran", "Elite Veteran", "Elite Veteran",
        "Elite Veteran", "Elite Veteran", "Elite Veteran", "Elite Veteran" },
      adventure = { "The Arbiter's Trial" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
