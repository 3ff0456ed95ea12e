-- Resolve that engagement, as `state` shows it (issue 14): the Pillar of
-- Autumn (weapons 13, armor 5, one damage) bears Archer Missile Pods
-- (weapons +2, listed after the ships here: `state` lists it under its
-- bearer) and defends against two Seraphs (weapons 6 each). Ann holds
-- Broadside (a UNSC ship in this engagement damage +1).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "engagement",
  players = {
    { name = "Ann", company = { "Master Chief" },
      support = { { "Pillar of Autumn", damage = 1 }, { "Archer Missile Pods", bearer = "Pillar of Autumn" } },
      hand = { "Broadside" } },
    { name = "Bob", company = { "The Arbiter" },
      support = { { "Seraph", assigned = "Pillar of Autumn" }, { "Seraph", assigned = "Pillar of Autumn" } } },
  },
  path = { "Autumn Bridge" },
}
