-- The rulebook's defender +1 example (ASSIGNMENT PHASE): Master Chief and
-- Sergeant Mobuto face four Elite Veterans at the start of the assignment
-- phase, at site 2.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 2,
      company = { "Master Chief", "Sergeant Mobuto" },
      hand = { "ODST Helljumper" },
      draw = { "ODST Helljumper", "ODST Helljumper" },
      adventure = { "Alpha Base" } },
    { name = "Bob", site = 1,
      company = { "The Arbiter" },
      shadow = { "Elite Veteran", "Elite Veteran", "Elite Veteran", "Elite Veteran" },
      draw = { "Elite Veteran" } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
  pools = { twilight = 0 },
}
