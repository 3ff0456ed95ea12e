-- Build Fortification: the Trench Line (Squad only).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Vince", squad = { "Trenchers" }, kohort = { "Necromutant" }, hand = { "Trench Line" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Centurion" }, pools = { destiny = 0 } },
  } }
