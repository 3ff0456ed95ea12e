-- Costs: three Covering Fires (each "Exert a UNSC companion to wound a
-- minion") in Ann's hand at the maneuver phase. Master Chief is exhausted
-- (3 wounds of 4); Sergeant Mobuto (vitality 3, unwounded) can exert twice.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "maneuver",
  players = {
    { name = "Ann", site = 2, company = { { "Master Chief", wounds = 3 }, "Sergeant Mobuto" },
      hand = { "Covering Fire", "Covering Fire", "Covering Fire" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Elite Veteran", "Elite Veteran" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
