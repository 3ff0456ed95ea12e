-- Markers: Mike holds Desperate Times and a Venusian Ranger (V4) with 1 DP.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Infantry" }, hand = { "Desperate Times", "Venusian Ranger" }, pools = { destiny = 1 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
