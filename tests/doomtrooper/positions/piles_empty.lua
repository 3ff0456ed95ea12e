-- Step One: Draw: both draw piles run out.
return { rules = "doomtrooper", turn = 5, player = 1, phase = "draw",
  players = {
    { name = "Mike", squad = { "Infantry" }, draw = { "Infantry" }, hand = { "Trenchers" }, pools = { destiny = 0, promotion = 5 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0, promotion = 3 } },
  } }
