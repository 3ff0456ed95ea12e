-- FIERCE SKIRMISHES: Zuka 'Zamamee (fierce, strength 7) attacks Master
-- Chief and Sgt. Johnson (strength 6 + 2 for his BR55).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 3,
      company = { "Master Chief", "Sgt. Johnson, Sarge",
        { "BR55 Battle Rifle", bearer = "Sgt. Johnson, Sarge" } } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Zuka 'Zamamee" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
