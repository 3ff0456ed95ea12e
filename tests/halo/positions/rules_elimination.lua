-- LOSING THE GAME in a three-player game: Ann's Hero, one wound from death,
-- faces two Elite Veterans. Ann's sites on the path (1 and 3) will be
-- replaced counter-clockwise from the player on her right: Carl (seat 3),
-- then Bob (seat 2).
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
    { name = "Carl", site = 1,
      company = { { "Master Chief", ref = "carl_chief" } },
      adventure = { { "Autumn Bridge", ref = "carl_site1" } },
      draw = { "ODST Helljumper" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
