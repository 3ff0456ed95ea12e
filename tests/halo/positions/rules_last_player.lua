-- WINNING THE GAME: Carl has already left the game; when Ann's Hero dies,
-- Bob is the only player left.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 3,
      company = { { "Master Chief", wounds = 3 } },
      draw = { "ODST Helljumper" } },
    { name = "Bob", site = 1,
      company = { "The Arbiter" },
      shadow = { "Elite Veteran", "Elite Veteran" },
      adventure = { "Metropolis" },
      draw = { "Elite Veteran" } },
    { name = "Carl", site = 1, vars = { out = 1 },
      company = { { "Master Chief", ref = "carl_chief" } },
      adventure = { { "Autumn Bridge", ref = "carl_site1" } },
      draw = { "ODST Helljumper" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
