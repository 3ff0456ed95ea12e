-- Transfer Warrior: Nick has a warrior in his Outpost; Mike's only Outpost
-- warrior is the Venusian Ranger.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", outpost = { "Venusian Ranger" }, pools = { destiny = 0 } },
    { name = "Nick", outpost = { "Templar Warrior" }, pools = { destiny = 0 } },
  } }
