-- Squad, Kohort, Outpost: Mike musters a Doomtrooper, a Dark Legion warrior,
-- a Tribal warrior and a GENERAL warrior whose card says "Squad".
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", hand = { "Infantry", "Centurion", "Templar Warrior", "Bounty Hunter" }, pools = { destiny = 20 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
