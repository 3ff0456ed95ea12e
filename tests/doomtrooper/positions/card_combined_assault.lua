-- Extra Tactical Actions: Mike holds Combined Assault; his Venusian Ranger
-- (S6 A5) shoots Nick's Undead Legionnaire (S3 A3, V2).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, hand = { "Combined Assault", "Security Alert" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Undead Legionnaire" }, pools = { destiny = 0 } },
  } }
