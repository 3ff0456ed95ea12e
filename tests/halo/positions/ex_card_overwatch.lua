-- Overwatch in Ann's hand at the sniping phase: Linda (sniper) and Master
-- Chief against a Kig-Yar Sniper and a Grunt.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief", "Linda" }, hand = { "Overwatch" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Kig-Yar Sniper", "Unggoy Grunt" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
