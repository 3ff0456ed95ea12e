-- Seek / Exit cover: all of Mike's warriors are in cover.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { { "Venusian Ranger", cover = 1 }, { "Infantry", cover = 1 } }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
