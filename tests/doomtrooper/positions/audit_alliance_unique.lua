-- Proclaim Alliance: Nick has proclaimed the Cybertronic Alliance (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Chemiman" }, hand = { "Cybertronic Alliance", "Brotherhood Alliance" },
      draw = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Centurion" }, command = { "Cybertronic Alliance" }, draw = { "Centurion" },
      pools = { destiny = 0 } },
  } }
