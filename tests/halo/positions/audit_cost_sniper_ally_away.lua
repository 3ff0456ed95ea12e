-- Sniping fire: a Marine Sharpshooter (sniper ally, home 6) with the company
-- at site 5; Bob has an Unggoy Grunt and no sniper.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief" }, support = { "Marine Sharpshooter" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Unggoy Grunt" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Assault on the Control Room", owner = 1 } },
}
