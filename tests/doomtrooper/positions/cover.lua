-- Seek / Exit cover.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger", "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
