-- Assassin; First Strike: the Shadow Walker (Mishima) attacks a wounded Mishima Samurai.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Vince", squad = { "Shadow Walker" }, pools = { destiny = 0 } },
    { name = "Mike", squad = { { "Mishima Samurai", wounded = 1 } }, pools = { destiny = 0 } },
  } }
