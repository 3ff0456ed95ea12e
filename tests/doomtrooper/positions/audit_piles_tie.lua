-- Step One: Draw: both draw piles run out with the Promotion totals tied (audit).
return { rules = "doomtrooper", turn = 5, player = 1, phase = "draw",
  players = {
    { name = "Mike", squad = { "Infantry" }, draw = { "Infantry" }, hand = { "Trenchers" }, pools = { destiny = 0, promotion = 3 } },
    { name = "Nick", kohort = { { "Undead Legionnaire", wounded = 1 } }, pools = { destiny = 0, promotion = 3 } },
  } }
