-- Toil X on a Free Peoples card: Ann plays Combat Medic (cost 2, UNSC, toil
-- 1) in her regroup phase; Master Chief (vitality 4, one wound) is her only
-- UNSC companion and could exert twice.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "regroup",
  players = {
    { name = "Ann", site = 2, company = { { "Master Chief", wounds = 1 } }, hand = { "Combat Medic" } },
    { name = "Bob", site = 1, company = { "The Arbiter" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 } },
}
