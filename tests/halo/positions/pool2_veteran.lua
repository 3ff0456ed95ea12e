-- Sgt. Johnson, Seasoned Veteran (the rulebook's second Sgt. Johnson) in
-- Master Chief's skirmish against an Elite Veteran: his Skirmish ability
-- exerts him to make a UNSC companion in the skirmish strength +2.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2,
      company = { "Master Chief", "Sgt. Johnson, Seasoned Veteran" },
      draw = { "UNSC Marine", "UNSC Marine" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Master Chief" } } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
  pools = { twilight = 0 },
}
