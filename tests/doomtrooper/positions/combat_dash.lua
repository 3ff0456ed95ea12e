-- Combat ratings (8): Nick's Ezoghoul has Shoot "-".
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Ezoghoul" }, pools = { destiny = 0 } },
  } }
