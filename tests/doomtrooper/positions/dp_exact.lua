-- Destiny Points (DP): Mike has exactly the 4 DP the Venusian Ranger's Value
-- asks, not the 7 of Sean Gallagher.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Infantry" }, hand = { "Venusian Ranger", "Sean Gallagher" }, pools = { destiny = 4 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
