-- Resolve that skirmish, as `state` shows it (issue 14): Sergeant Mobuto
-- (one wound) bears a BR55 Battle Rifle (strength +2) and Bob's Crazed
-- (strength -1) and defends against two Elite Veterans, one with an Energy
-- Sword (strength +2); Master Chief bears MJOLNIR (vitality +1). The
-- possessions are listed after the characters here: `state` lists each
-- under its bearer. Ann holds two Hold the Lines (a UNSC companion
-- strength +2).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2,
      company = { "Master Chief", { "Sergeant Mobuto", wounds = 1 },
        { "BR55 Battle Rifle", bearer = "Sergeant Mobuto" },
        { "MJOLNIR Powered Assault Armor", bearer = "Master Chief" },
        { "Crazed", owner = 2, bearer = "Sergeant Mobuto" } },
      hand = { "Hold the Line", "Hold the Line" } },
    { name = "Bob", site = 1,
      company = { "The Arbiter" },
      shadow = { { "Elite Veteran", ref = "v1", assigned = "Sergeant Mobuto" },
        { "Elite Veteran", assigned = "Sergeant Mobuto" },
        { "Energy Sword", bearer = "v1" } } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
}
