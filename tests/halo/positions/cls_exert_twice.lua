-- COSTS AND EFFECTS, Effects: Bob plays Flood Swarm (exert a companion
-- twice) with a Flood Combat Form in play; Sergeant Mobuto (vitality 3, one
-- wound) can exert only once more.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "maneuver",
  players = {
    { name = "Ann", site = 3, company = { { "Master Chief", wounds = 3 }, { "Sergeant Mobuto", wounds = 1 } } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Flood Combat Form" }, hand = { "Flood Swarm" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Metropolis", owner = 2 } },
  pools = { twilight = 1 },
}
