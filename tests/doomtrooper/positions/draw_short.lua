-- Step One: Draw: Nick's hand of 2 needs 5 more; only 3 cards are left in his
-- draw pile (Mike still has one).
return { rules = "doomtrooper", turn = 4, player = 2, phase = "draw",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, draw = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Necromutant" }, hand = { "Centurion", "Centurion" },
      draw = { "Infantry", "Infantry", "Infantry" }, pools = { destiny = 0 } },
  } }
