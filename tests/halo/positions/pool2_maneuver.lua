-- Pool 2 maneuvers: Ann (Master Chief, a wounded UNSC Marine, a Sentinel
-- Constructor) holds Suppressing Fire and Forerunner Light Bridge; Bob has
-- two Covenant minions and holds Plasma Barrage.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "maneuver",
  players = {
    { name = "Ann", site = 2,
      company = { "Master Chief", { "UNSC Marine", wounds = 1 }, "Sentinel Constructor" },
      hand = { "Suppressing Fire", "Forerunner Light Bridge" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      hand = { "Plasma Barrage" },
      shadow = { "Elite Veteran", "Unggoy Grunt" } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
  pools = { twilight = 4 },
}
