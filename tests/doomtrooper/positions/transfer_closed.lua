-- Transfer Warrior: no warrior has entered any Outpost yet.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
