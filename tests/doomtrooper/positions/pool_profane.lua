-- Profane: the Heretic Preacher; Desecrate.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Nick", kohort = { "Heretic Preacher" }, hand = { "Desecrate", "Improve Self" }, pools = { destiny = 2 } },
    { name = "Mike", squad = { "Brotherhood Mystic" }, pools = { destiny = 0 } },
  } }
