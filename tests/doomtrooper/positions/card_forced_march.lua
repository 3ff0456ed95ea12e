-- Extra actions: Mike holds Forced March; both players have cards to draw
-- for the turns that follow.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, hand = { "Forced March", "Security Alert" }, pools = { destiny = 0 },
      draw = { "Infantry", "Infantry", "Infantry", "Infantry", "Infantry", "Infantry", "Infantry", "Infantry" } },
    { name = "Nick", kohort = { "Undead Legionnaire" }, pools = { destiny = 0 },
      draw = { "Necromutant", "Necromutant", "Necromutant", "Necromutant", "Necromutant", "Necromutant", "Necromutant" } },
  } }
