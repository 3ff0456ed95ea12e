-- FIERCE SKIRMISHES: Zuka 'Zamamee (fierce) against Sgt. Johnson, an Elite
-- Veteran (not fierce) against an ODST Helljumper; Bob holds Outflanked, an
-- assignment action.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 3,
      company = { "Master Chief", "Sgt. Johnson, Sarge", "ODST Helljumper",
        { "BR55 Battle Rifle", bearer = "Sgt. Johnson, Sarge" } } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, hand = { "Outflanked" },
      shadow = { { "Zuka 'Zamamee", assigned = "Sgt. Johnson, Sarge" },
        { "Elite Veteran", assigned = "ODST Helljumper" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
