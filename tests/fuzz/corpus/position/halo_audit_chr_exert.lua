-- Exert: Bob's Covenant Ambush (maneuver) exerts a companion while Ann
-- holds Evasive Maneuvers, which prevents wounds ("about to wound") on a
-- UNSC companion by exerting another one (Master Chief can).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "maneuver",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "ODST Helljumper" },
      hand = { "Evasive Maneuvers" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Unggoy Grunt" }, hand = { "Covenant Ambush" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 1 },
}
