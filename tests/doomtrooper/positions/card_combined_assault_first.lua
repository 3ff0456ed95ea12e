-- Extra Tactical Actions on a first turn: Mike's own first turn (turns = 1).
return { rules = "doomtrooper", turn = 2, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, hand = { "Combined Assault" }, pools = { destiny = 0 },
      vars = { turns = 1 } },
    { name = "Nick", kohort = { "Undead Legionnaire" }, pools = { destiny = 0 } },
  } }
