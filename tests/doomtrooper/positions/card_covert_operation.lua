-- Multiple Sabotages: Mike holds Covert Operation. Nick and Ann have only
-- NON-COMBATANTS in play (both may be sabotaged); Bob's Necromutant may be
-- attacked.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, hand = { "Covert Operation", "Security Alert" }, pools = { destiny = 0 } },
    { name = "Nick", squad = { "Brotherhood Archivist" }, pools = { destiny = 0 } },
    { name = "Ann", squad = { "Field Quartermaster" }, pools = { destiny = 0 } },
    { name = "Bob", kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
