-- Blessed; Persistent: the Valkyrie casts Second Sight and Kinetic Shield in combat.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Vince", squad = { "Valkyrie" }, hand = { "Second Sight", "Kinetic Shield" }, pools = { destiny = 1 } },
    { name = "Nick", kohort = { "Centurion" }, pools = { destiny = 0 } },
  } }
