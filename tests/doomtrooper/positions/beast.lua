-- Wrangle Beast.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Nick", outpost = { "Templar Warrior" }, kohort = { "Necromutant" },
      hand = { "Dark Eden Warhorse" }, pools = { destiny = 0 } },
    { name = "Mike", squad = { "Infantry" }, pools = { destiny = 0 } },
  } }
