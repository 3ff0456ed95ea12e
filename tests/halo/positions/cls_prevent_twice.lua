-- RESPONSE, a prevented wound: in Ann's regroup phase Bob plays Infestation
-- (wound a companion except the Hero); Ann holds two Evasive Maneuvers
-- (exert another UNSC companion to prevent the wound).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Sergeant Mobuto", "Jacob Keyes" },
      hand = { "Evasive Maneuvers", "Evasive Maneuvers" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Flood Combat Form" }, hand = { "Infestation" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
  pools = { twilight = 2 },
}
