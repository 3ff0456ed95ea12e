-- Build Fortification; Establish Warzone; ANNOUNCE WARZONE.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Nick", kohort = { "Necromutant" }, hand = { "Bunker", "Venusian Jungle" }, pools = { destiny = 0 } },
    { name = "Mike", squad = { "Venusian Ranger", "Bunker", "Venusian Jungle" }, pools = { destiny = 0 } },
  } }
