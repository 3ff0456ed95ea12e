-- Pool 2 assignment: Ann's SpecOps Elite and Master Chief face three Elite
-- Veterans; she holds SpecOps Ambush.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "SpecOps Elite" },
      hand = { "SpecOps Ambush" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Elite Veteran", "Elite Veteran", "Elite Veteran" } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
}
