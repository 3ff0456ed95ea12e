-- Option 2: Primary Targets, three players.
return { rules = "doomtrooper", turn = 4, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, pools = { destiny = 2 } },
    { name = "Nick", kohort = { "Undead Legionnaire" }, pools = { destiny = 0 } },
    { name = "Olga", kohort = { "Centurion" }, pools = { destiny = 0 } },
  } }
