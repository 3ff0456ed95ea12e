-- Step Two: Actions, Special: no Tactical Action on a player's first turn.
return { rules = "doomtrooper", turn = 2, player = 2, phase = "actions",
  players = {
    { name = "Mike", squad = { "Mitch Hunter" }, pools = { destiny = 5 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 5 }, vars = { turns = 1 } },
  } }
