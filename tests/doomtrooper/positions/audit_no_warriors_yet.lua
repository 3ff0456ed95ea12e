-- Meditate / Muster Warrior: Mike has no warrior in play, a Venusian Ranger in hand (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", hand = { "Venusian Ranger" }, draw = { "Infantry" }, pools = { destiny = 4 } },
    { name = "Nick", kohort = { "Centurion" }, draw = { "Centurion" }, pools = { destiny = 0 } },
  } }
