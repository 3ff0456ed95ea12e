-- ACTIVE CARD, Resolve that skirmish: a judge's state in which both copies
-- of the unique Elite Zealot (strength 10) were left assigned to Master
-- Chief (8); only Carl's, to Ann's right, is active.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 5, company = { { "Master Chief", ref = "chief" } } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Zealot", assigned = "chief" } } },
    { name = "Carl", site = 1, company = { "Master Chief" },
      shadow = { { "Elite Zealot", assigned = "chief" } }, adventure = { "Outskirts" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
