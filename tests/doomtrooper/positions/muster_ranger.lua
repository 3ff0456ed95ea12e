-- Muster Warrior example: Mike has a Venusian Ranger (Value 4) in hand.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", hand = { "Venusian Ranger", "Infantry" }, pools = { destiny = 5 } },
    { name = "Nick", kohort = { "Undead Legionnaire" }, pools = { destiny = 5 } },
  } }
