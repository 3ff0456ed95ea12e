-- docs/designing-cards.md: Sergeant Mobuto (2 wounds of 3) bears a BR55
-- Battle Rifle and skirmishes an Elite Veteran, 7 against 7: a tie goes to
-- the Shadow side. Ann holds Last Stand and Hold the Line.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2,
      company = { "Master Chief", { "Sergeant Mobuto", wounds = 2 },
        { "BR55 Battle Rifle", bearer = "Sergeant Mobuto" } },
      hand = { "Last Stand", "Hold the Line" } },
    { name = "Bob", site = 1,
      company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Sergeant Mobuto" } } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
}
