-- Sabotage: Nick holds two Security Alerts, cards that prevent it.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, pools = { destiny = 0 } },
    { name = "Nick", hand = { "Security Alert", "Security Alert" }, pools = { destiny = 0 } },
  } }
