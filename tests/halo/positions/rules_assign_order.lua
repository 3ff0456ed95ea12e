-- Assign defenders: Ann has Master Chief, Mobuto and the Pillar of Autumn;
-- Bob two Elite Veterans and a Seraph.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Sergeant Mobuto" },
      support = { "Pillar of Autumn" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Elite Veteran", "Elite Veteran" }, support = { "Seraph" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
