-- Freelancer + Sabotage: Mike's only combatant is a Mercenary (FREELANCER, V3).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Mercenary", { "Venusian Ranger", cover = 1 } }, draw = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", squad = { "Brotherhood Archivist" }, draw = { "Infantry" }, pools = { destiny = 0 } },
  } }
