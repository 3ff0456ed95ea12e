-- FIERCE SKIRMISHES: Zuka 'Zamamee (fierce) against Sgt. Johnson, an Elite
-- Veteran (not fierce) against an ODST Helljumper; Bob holds Outflanked, an
-- assignment action.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 3,
      company = { "Master Chief", "Sgt. Johnson", "ODST Helljumper",
        { "BR55 Battle Rifle", bearer = "Sgt. Johnson" } } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, hand = { "Outflanked" },
      shadow = { { "Zuka 'Zamamee", assigned = "Sgt. Johnson" },
        { "Elite Veteran", assigned = "ODST Helljumper" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
