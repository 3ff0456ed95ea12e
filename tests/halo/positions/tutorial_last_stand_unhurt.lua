-- docs/designing-cards.md: no target for Last Stand. Sergeant Mobuto
-- skirmishes unwounded; Master Chief is wounded but skirmishes nothing.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2,
      company = { { "Master Chief", wounds = 2 }, "Sergeant Mobuto" },
      hand = { "Last Stand", "Hold the Line" } },
    { name = "Bob", site = 1,
      company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Sergeant Mobuto" } } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
}
