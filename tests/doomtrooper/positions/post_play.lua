-- Post-play icon (4): Mike holds Tainted (ATTACH) and Combat Reflexes
-- (DISCARD).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, hand = { "Tainted", "Combat Reflexes" }, pools = { destiny = 1 } },
    { name = "Nick", squad = { "Infantry" }, kohort = { "Centurion" }, pools = { destiny = 0 } },
  } }
