-- Assign Mission: Search and Destroy.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Sean Gallagher" }, hand = { "Search and Destroy", "Search and Destroy", "Brotherhood Alliance" },
      pools = { destiny = 0 } },
    { name = "Nick", kohort = { { "Undead Legionnaire", wounded = 1 } }, pools = { destiny = 0 } },
  } }
