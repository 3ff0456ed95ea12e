-- Hero: Heroic Deed for Vince Diamond, not for a Chemiman.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Vince", squad = { "Vince Diamond", "Chemiman" }, hand = { "Heroic Deed" }, pools = { destiny = 1 } },
    { name = "Nick", kohort = { "Razide" }, pools = { destiny = 0 } },
  } }
