-- Perform skirmish actions: two skirmishes - an Elite Veteran against
-- Master Chief, an Unggoy Grunt against Sergeant Mobuto. Ann holds Hold
-- the Line (a UNSC companion strength +2).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Sergeant Mobuto" }, hand = { "Hold the Line" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Master Chief" }, { "Unggoy Grunt", assigned = "Sergeant Mobuto" } } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
