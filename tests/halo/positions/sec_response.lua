-- RESPONSE: Sgt. Johnson skirmishes an Unggoy Grunt while Mobuto is
-- wounded; Bob holds a Fuel Rod Cannon and 2 twilight.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2,
      company = { "Master Chief", "Sgt. Johnson, Sarge", { "Sergeant Mobuto", wounds = 1 },
        "ODST Helljumper" },
      hand = { "Chief's Orders" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Unggoy Grunt", assigned = "Sgt. Johnson, Sarge" },
        { "Elite Veteran", assigned = "ODST Helljumper" } },
      hand = { "Fuel Rod Cannon" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 2 },
}
