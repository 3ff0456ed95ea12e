-- Sabotage: Nick has only a NON-COMBATANT in play; Mike's Sea Lions have an
-- odd Value (3).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger", "Infantry", "Sea Lions" }, hand = { "Trenchers" }, pools = { destiny = 0 } },
    { name = "Nick", squad = { "Brotherhood Archivist" }, pools = { destiny = 0 } },
  } }
