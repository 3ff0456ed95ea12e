-- Enter / Exit Vehicle: the Mishima Kraken (SUBMARINE).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Vince", squad = { "Shadow Walker", { "Mishima Kraken", bearer = "Shadow Walker", inside = 1 }, "Chemiman" },
      hand = { "Mishima Kraken" }, pools = { destiny = 2 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
