-- The rulebook's Pillar of Autumn example (ENGAGEMENT PHASE(S)): the
-- Autumn (weapons 13) faces two Seraphs (weapons 6 each) at the start of
-- the assignment phase. Ann holds Broadside (damage +1), Bob a Plasma
-- Torpedo (weapons +1) and the twilight to play it.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", company = { "Master Chief" },
      support = { "Pillar of Autumn" }, hand = { "Broadside" } },
    { name = "Bob", company = { "The Arbiter" },
      support = { { "Seraph", ref = "s1" }, { "Seraph", ref = "s2" } },
      hand = { "Plasma Torpedo" } },
  },
  path = { "Autumn Bridge" },
  pools = { twilight = 1 },
}
