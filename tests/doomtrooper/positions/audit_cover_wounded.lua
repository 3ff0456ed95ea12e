-- Seek / Exit cover: a wounded warrior seeks cover (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { { "Venusian Ranger", wounded = 1 }, "Infantry" }, draw = { "Infantry" },
      pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Necromutant" }, draw = { "Centurion" }, pools = { destiny = 0 } },
  } }
