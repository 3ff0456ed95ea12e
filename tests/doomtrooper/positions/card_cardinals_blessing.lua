-- Annihilated even if countered: Mike holds Cardinal's Blessing (1 D) and
-- has three cards to draw; Nick holds Countermeasures (1 D).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Infantry" }, hand = { "Cardinal's Blessing" }, pools = { destiny = 2 },
      draw = { "Sea Lions", "Sea Lions", "Sea Lions" } },
    { name = "Nick", kohort = { "Necromutant" }, hand = { "Countermeasures" }, pools = { destiny = 1 } },
  } }
