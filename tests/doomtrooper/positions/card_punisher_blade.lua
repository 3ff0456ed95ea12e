-- Punisher Blade: Mike's Venusian Ranger (a Capitol Doomtrooper) may take the
-- Brotherhood's blade ("Give to any Doomtrooper"); Luna City Streets waits in his hand.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, hand = { "Punisher Blade", "Luna City Streets" }, pools = { destiny = 5 } },
    { name = "Nick", kohort = { "Undead Legionnaire" }, pools = { destiny = 0 } },
  } }
