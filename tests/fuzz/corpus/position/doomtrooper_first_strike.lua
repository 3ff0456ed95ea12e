-- First Strike: the Pretorian Stalker (FIRST STRIKE) against Mitch Hunter.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Nick", kohort = { "Pretorian Stalker" }, pools = { destiny = 0 } },
    { name = "Mike", squad = { { "Infantry", wounded = 1 }, "Mitch Hunter" }, pools = { destiny = 0 } },
  } }
