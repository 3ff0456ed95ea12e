-- Determine Combat Standing example: Nick's Sean Gallagher fights Mike's
-- Nepharite of Ilian (a SLAYER).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Nick", squad = { "Sean Gallagher" }, hand = { "Infantry" }, pools = { destiny = 2 } },
    { name = "Mike", kohort = { "Nepharite of Ilian" }, pools = { destiny = 2 } },
  } }
