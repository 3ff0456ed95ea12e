-- Assign Mission: Bounty (a TACTIC assigned to a player).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Nick", kohort = { "Nepharite of Ilian" }, hand = { "Bounty" }, pools = { destiny = 0 } },
    { name = "Vince", squad = { "Vince Diamond" }, pools = { destiny = 0 } },
  } }
