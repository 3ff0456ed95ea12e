-- Sabotage: Mike's Field Quartermaster is a NON-COMBATANT; Nick has no combatant (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Field Quartermaster", "Venusian Ranger" }, draw = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", squad = { "Brotherhood Archivist" }, draw = { "Infantry" }, pools = { destiny = 0 } },
  } }
