-- Class: Master Chief alone, with three M9 Fragmentation Grenades (no
-- class), two M52B Body Armors (armor) and a BR55 (hand weapon) in hand.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief" },
      hand = { "M9 Fragmentation Grenade", "M9 Fragmentation Grenade", "M9 Fragmentation Grenade",
        "M52B Body Armor", "M52B Body Armor", "BR55 Battle Rifle" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, adventure = { "Outskirts" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
