-- Covenant Ambush in Bob's hand at the maneuver phase.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "maneuver",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Unggoy Grunt" }, hand = { "Covenant Ambush" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 1 },
}
